import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $ageVerify, $currentPageIsR18 } from '@shop/shared/stores';
import { Button, Dialog } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { shouldShowAgeGate } from './ageGateRule';
import * as styles from './age-gate.module.css';

/**
 * The 18+ modal. It closes only through its two buttons: Confirm remembers the answer for this tab,
 * Leave goes back one page: within the app, or to the shop's page before a full page load (a link followed before
 * the page was interactive loads the adult page as a new document), and home when the shop was opened on this page.
 */
export function AgeGate() {
  const location = useLocation();
  if (!useAgeGateShown()) return null;
  return <AgeGateDialog firstPage={location.key === 'default'} />;
}

/** Whether the gate stands in front of the page now; the layout hides the page behind it meanwhile. */
export function useAgeGateShown(): boolean {
  const { pathname } = useLocation();
  const pageIsAdult = useStore($currentPageIsR18);
  const ageVerified = useStore($ageVerify);
  return shouldShowAgeGate({ pathname, pageIsAdult, ageVerified });
}

function AgeGateDialog({ firstPage }: { firstPage: boolean }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();

  // No onEscape: the spec allows no way out but the two buttons.
  return (
    <Dialog
      title={t('ageGate.title')}
      role="alertdialog"
      backdrop="opaque"
      data-testid="age-gate"
      icon={
        <p className={styles.badge} aria-hidden="true">
          18+
        </p>
      }
      actions={
        <>
          <Button
            onClick={() => {
              if (!firstPage) navigate(-1);
              else if (cameFromThisShop()) window.history.back();
              else navigate('/', { replace: true });
            }}
          >
            {t('ageGate.leave')}
          </Button>
          <Button variant="primary" onClick={() => $ageVerify.set(true)}>
            {t('ageGate.confirm')}
          </Button>
        </>
      }
    >
      {t('ageGate.body')}
    </Dialog>
  );
}

/** This document was loaded from another page of the shop in this tab, so the browser's back returns to it. */
function cameFromThisShop(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
