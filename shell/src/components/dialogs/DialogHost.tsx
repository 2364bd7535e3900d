import { useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $dialogs, type DialogRequest } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { useFocusTrap } from '../a11y/useFocusTrap';

/** Shows the oldest open `confirmDialog`/`alertDialog`; the next one appears when it is settled. */
export function DialogHost() {
  const dialogs = useStore($dialogs);
  const current = dialogs[0];
  return current ? <Dialog key={current.id} dialog={current} /> : null;
}

function Dialog({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation(ns);
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const cancel = () => dialog.settle(false);
  // Escape means "no" for a confirm and "close" for an alert; both resolve without confirming.
  useFocusTrap(ref, true, { onEscape: cancel, initialFocus: confirmRef });

  return (
    <div className="modal-layer">
      <div
        ref={ref}
        className="modal"
        role={dialog.kind === 'confirm' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        aria-label={dialog.title ? undefined : t(dialog.kind === 'confirm' ? 'dialog.confirmTitle' : 'dialog.alertTitle')}
        aria-describedby={messageId}
        tabIndex={-1}
        data-testid="dialog"
      >
        {dialog.title && <h2 id={titleId}>{dialog.title}</h2>}
        <p id={messageId} className="modal-message">
          {dialog.message}
        </p>
        <div className="modal-actions">
          {dialog.kind === 'confirm' && (
            <button type="button" className="button" onClick={cancel}>
              {dialog.cancelText ?? t('dialog.cancel')}
            </button>
          )}
          <button ref={confirmRef} type="button" className="button button-primary" onClick={() => dialog.settle(true)}>
            {dialog.confirmText ?? t('dialog.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
