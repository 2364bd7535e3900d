import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { largeScreenQuery, useMediaQuery } from '@shop/shared/ui';
import { useMemberCentre } from '../../components/member-layout/MemberLayout';
import { MemberMenu } from '../../components/member-menu/MemberMenu';
import { MemberPage } from '../../components/member-page/MemberPage';
import { memberLanding } from '../../lib/memberLinks';
import { ns } from '../../namespace';

/**
 * /member. On a phone it is the member centre's menu; on a large screen the side menu already is, so the member
 * goes on to their orders (replacing /member in the history: back does not bounce through it).
 */
export default function MemberHomePage() {
  const { t } = useTranslation(ns);
  const largeScreen = useMediaQuery(largeScreenQuery);
  const { signOut } = useMemberCentre();
  if (largeScreen) return <Navigate to={memberLanding} replace />;
  return (
    <MemberPage title={t('title.member')} data-testid="member-home">
      <MemberMenu look="page" onSignOut={signOut} />
    </MemberPage>
  );
}
