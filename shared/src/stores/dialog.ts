import { atom } from 'nanostores';

export interface DialogOptions {
  message: string;
  title?: string;
  /** Defaults to the localized 確定 (SPEC §9). */
  confirmText?: string;
  /** Defaults to the localized 取消; alerts have no cancel button. */
  cancelText?: string;
}

export interface DialogRequest extends DialogOptions {
  id: number;
  kind: 'confirm' | 'alert';
  /** Called once with true (confirm) or false (cancel, Escape); the shell renders and settles it. */
  settle: (confirmed: boolean) => void;
}

/** Open dialogs, oldest first; the shell shows the first and the rest wait their turn. */
export const $dialogs = atom<DialogRequest[]>([]);
let nextDialogId = 1;

function open(kind: DialogRequest['kind'], options: DialogOptions | string): Promise<boolean> {
  const normalized = typeof options === 'string' ? { message: options } : options;
  return new Promise((resolve) => {
    const id = nextDialogId++;
    const settle = (confirmed: boolean) => {
      $dialogs.set($dialogs.get().filter((dialog) => dialog.id !== id));
      resolve(confirmed);
    };
    $dialogs.set([...$dialogs.get(), { ...normalized, id, kind, settle }]);
  });
}

/** Asks the shopper to confirm; resolves true on confirm, false on cancel or Escape. */
export function confirmDialog(options: DialogOptions | string): Promise<boolean> {
  return open('confirm', options);
}

/** Tells the shopper something; resolves once the dialog is closed. */
export async function alertDialog(options: DialogOptions | string): Promise<void> {
  await open('alert', options);
}
