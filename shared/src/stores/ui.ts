import { atom, computed } from 'nanostores';
import { sessionStorageAtom } from './session-storage-atom';

/** Requests flagged `loading` that are still running; the shell shows its overlay while any are. */
export const $pendingLoads = atom(0);
export const $globalLoading = computed($pendingLoads, (count) => count > 0);

export function beginLoading(): () => void {
  $pendingLoads.set($pendingLoads.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    $pendingLoads.set(Math.max(0, $pendingLoads.get() - 1));
  };
}

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Toasts on screen, oldest first; the shell renders them and removes each after its time is up. */
export const $toasts = atom<Toast[]>([]);
let nextToastId = 1;

export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextToastId++;
  $toasts.set([...$toasts.get(), { id, kind, message }]);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** The visitor confirmed being 18 or older; kept for this browser tab only (sessionStorage `ageVerify`). */
export const $ageVerify = sessionStorageAtom<boolean>('ageVerify', false);
/** The page on screen says its content is for adults; the shell's age gate reads it. */
export const $currentPageIsR18 = atom(false);
/** Served from the adult-only domain. The flag exists but is fixed off (SPEC §2). */
export const isR18Domain = false;

/**
 * A navigation asked for by code outside React Router (the API client after a 40301, for one);
 * the shell performs it and clears the request.
 */
export const $navigationRequest = atom<string | null>(null);

export function requestNavigation(to: string): void {
  $navigationRequest.set(to);
}
