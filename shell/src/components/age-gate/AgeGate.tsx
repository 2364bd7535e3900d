import { useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $ageVerify, $currentPageIsR18 } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { useFocusTrap } from '../a11y/useFocusTrap';
import { shouldShowAgeGate } from './ageGateRule';

/**
 * The 18+ modal. It closes only through its two buttons: Confirm remembers the answer for this tab,
 * Leave goes back one page (home when the shop was opened on this page, so there is nothing to go back to).
 */
export function AgeGate() {
  const location = useLocation();
  const pageIsAdult = useStore($currentPageIsR18);
  const ageVerified = useStore($ageVerify);
  if (!shouldShowAgeGate({ pathname: location.pathname, pageIsAdult, ageVerified })) return null;
  return <AgeGateDialog firstPage={location.key === 'default'} />;
}

function AgeGateDialog({ firstPage }: { firstPage: boolean }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // No onEscape: the spec allows no way out but the two buttons.
  useFocusTrap(dialogRef, true);

  return (
    <div className="modal-layer modal-layer--opaque">
      <div ref={dialogRef} className="modal age-gate" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} tabIndex={-1} data-testid="age-gate">
        <p className="age-gate-badge" aria-hidden="true">
          18+
        </p>
        <h2 id={titleId}>{t('ageGate.title')}</h2>
        <p id={bodyId}>{t('ageGate.body')}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => (firstPage ? navigate('/', { replace: true }) : navigate(-1))}>
            {t('ageGate.leave')}
          </button>
          <button type="button" className="button button-primary" onClick={() => $ageVerify.set(true)}>
            {t('ageGate.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
