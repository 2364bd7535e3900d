import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '@shop/shared/stores';

/** SPEC §9: every toast stays 1500 ms. */
export const toastDurationMs = 1500;

/** Renders `$toasts` (from `showToast`) near the top of the screen, 30 px down (see .toast-stack). */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="toast-stack" aria-live="polite" data-testid="toasts">
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
    <p className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : undefined}>
      {toast.message}
    </p>
  );
}
