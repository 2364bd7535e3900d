/**
 * A button for what cannot be undone (cancel an order): it opens a modal dialog that asks first. The browser's
 * <dialog> keeps focus inside it and closes it with Escape.
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './console.module.css';

export function ConfirmButton(props: { label: string; question: string; children: ReactNode; keep?: string }) {
  const { label, question, children } = props;
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={styles.danger} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label={label}>
        <p>{question}</p>
        <div className={styles.buttons}>
          {children}
          <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
            {props.keep ?? t('action.keep')}
          </button>
        </div>
      </dialog>
    </>
  );
}
