import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '@shop/shared/stores';
import * as styles from './toasts.module.css';

/** Info toasts keep the toast's own dark colour. */
const kindClass: Record<Toast['kind'], string> = { info: '', success: styles.success, error: styles.error };

/** SPEC §9: every toast stays 1500 ms. */
export const toastDurationMs = 1500;

/** Renders `$toasts` (from `showToast`) near the top of the screen, 30 px down (see toasts.module.css). */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className={styles.stack} aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastMessage({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id]);
  // Errors interrupt a screen reader; the rest wait for a pause (the stack is a polite live region).
  return (
    <p
      className={[styles.toast, kindClass[toast.kind]].filter(Boolean).join(' ')}
      role={toast.kind === 'error' ? 'alert' : undefined}
    >
      {toast.message}
    </p>
  );
}
