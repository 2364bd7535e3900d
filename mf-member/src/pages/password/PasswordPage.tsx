import { useTranslation } from 'react-i18next';
import { formsNamespace } from '@shop/shared/forms';
import { usePageData } from '@shop/shared/page-cache';
import { ErrorState, Skeleton } from '@shop/shared/ui';
import { getProfile } from '../../api/profile';
import { MemberPage } from '../../components/member-page/MemberPage';
import { ns } from '../../namespace';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SetPasswordForm } from './SetPasswordForm';
import * as styles from './password.module.css';

/**
 * /member/password: a new password, then the member signs in again (the API ends every session). Members who
 * signed up with Google or WeChat have none (`has_password`) and set one with a mailed code instead.
 */
export default function PasswordPage() {
  const { t } = useTranslation([ns, formsNamespace]);
  const { data, error, reload } = usePageData('password', async () => (await getProfile({ loading: true })).data);
  return (
    <MemberPage
      title={t('title.password')}
      intro={data && t(data.has_password ? 'password.intro' : 'password.set.intro')}
      className={styles.page}
    >
      {data ? (
        data.has_password ? (
          <ChangePasswordForm />
        ) : (
          <SetPasswordForm email={data.email} />
        )
      ) : error ? (
        <ErrorState onRetry={reload} />
      ) : (
        <div aria-busy="true" data-testid="password-loading">
          <Skeleton className={styles.skeleton} />
        </div>
      )}
    </MemberPage>
  );
}
