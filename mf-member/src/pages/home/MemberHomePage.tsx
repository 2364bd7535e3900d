import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logOut } from '@shop/shared/session';
import { Button, PlaceholderPage } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** The member centre's landing page. Until the member issue lands: the placeholder and a working log-out. */
export default function MemberHomePage() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  return (
    <>
      <PlaceholderPage />
      <Button
        onClick={async () => {
          await logOut();
          navigate('/', { replace: true });
        }}
      >
        {t('logout')}
      </Button>
    </>
  );
}
