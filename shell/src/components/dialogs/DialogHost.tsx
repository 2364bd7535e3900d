import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $dialogs, type DialogRequest } from '@shop/shared/stores';
import { Button, Dialog } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** Shows the oldest open `confirmDialog`/`alertDialog`; the next one appears when it is settled. */
export function DialogHost() {
  const dialogs = useStore($dialogs);
  const current = dialogs[0];
  return current ? <RequestedDialog key={current.id} dialog={current} /> : null;
}

function RequestedDialog({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation(ns);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = () => dialog.settle(false);
  const confirm = dialog.kind === 'confirm';

  return (
    <Dialog
      // Without a title of its own, the dialog is still named: "Confirm" or "Notice", for assistive technology only.
      title={dialog.title ?? t(confirm ? 'dialog.confirmTitle' : 'dialog.alertTitle')}
      hideTitle={!dialog.title}
      role={confirm ? 'alertdialog' : 'dialog'}
      // Escape means "no" for a confirm and "close" for an alert; both resolve without confirming.
      onEscape={cancel}
      initialFocus={confirmRef}
      data-testid="dialog"
      actions={
        <>
          {confirm && <Button onClick={cancel}>{dialog.cancelText ?? t('dialog.cancel')}</Button>}
          <Button ref={confirmRef} variant="primary" onClick={() => dialog.settle(true)}>
            {dialog.confirmText ?? t('dialog.confirm')}
          </Button>
        </>
      }
    >
      {dialog.message}
    </Dialog>
  );
}
