import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $toasts, dismissToast, type Toast } from '@shop/shared/stores';
import { IconButton } from '@shop/shared/ui';
import { CloseIcon } from '../icons/Icons';
import { ns } from '../../namespace';
import * as styles from './toasts.module.css';

/** Info toasts keep the toast's own dark colour. */
const kindClass: Record<Toast['kind'], string> = { info: '', success: styles.success, error: styles.error };

/** The shortest time a toast stays: SPEC §9's 1500 ms is too short to read (WCAG 2.2.1), so at least 5 s. */
export const minToastDurationMs = 5000;
const maxToastDurationMs = 15_000;

/** Long enough to read the message: 100 ms a character over 1.5 s, at least 5 s, at most 15 s (then it can wait). */
export function toastDurationMs(message: string): number {
  return Math.min(maxToastDurationMs, Math.max(minToastDurationMs, 1500 + 100 * [...message].length));
}

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

/** Counts the toast's time down while it is neither hovered nor focused; then dismisses it. */
function useDismissWhenRead(toast: Toast, paused: boolean) {
  const remaining = useRef(toastDurationMs(toast.message));
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [toast.id, paused]);
}

function ToastMessage({ toast }: { toast: Toast }) {
  const { t } = useTranslation(ns);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useDismissWhenRead(toast, hovered || focused);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // Errors interrupt a screen reader; the rest wait for a pause (the stack is a polite live region).
  return (
    <div
      className={[styles.toast, kindClass[toast.kind]].filter(Boolean).join(' ')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <p className={styles.message} role={toast.kind === 'error' ? 'alert' : undefined}>
        {toast.message}
      </p>
      <IconButton label={t('toast.dismiss')} className={styles.dismiss} onClick={() => dismissToast(toast.id)}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
