import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@shop/shared/contract';
import { formsNamespace } from '@shop/shared/forms';
import { ErrorState, Skeleton } from '@shop/shared/ui';
import { AvatarUpload } from '../../components/avatar-upload/AvatarUpload';
import { MemberPage } from '../../components/member-page/MemberPage';
import { ns } from '../../namespace';
import { ProfileForm } from './ProfileForm';
import { useUserEditData, type UserEditData } from './useUserEditData';
import * as styles from './user-edit.module.css';

/** /member/user-edit: the member's picture and profile (SPEC §3 user info), each saved on its own. */
export default function UserEditPage() {
  const { t } = useTranslation([ns, formsNamespace]);
  const { data, error, reload } = useUserEditData();
  return (
    <MemberPage title={t('title.userEdit')} className={styles.page}>
      {data ? <UserEditSections data={data} /> : error ? <ErrorState onRetry={reload} /> : <UserEditSkeleton />}
    </MemberPage>
  );
}

function UserEditSections({ data }: { data: UserEditData }) {
  // The latest saved profile: the avatar and the form each save their part and answer the whole profile.
  const [profile, setProfile] = useState<UserInfo>(data.profile);
  return (
    <>
      <AvatarUpload profile={profile} storage={data.storage} onSaved={setProfile} />
      <ProfileForm profile={profile} countries={data.countries} onSaved={setProfile} />
    </>
  );
}

function UserEditSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="user-edit-loading">
      <Skeleton className={styles.avatarSkeleton} />
      <Skeleton className={styles.formSkeleton} />
    </div>
  );
}
