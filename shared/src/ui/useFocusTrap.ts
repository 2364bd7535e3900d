import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden],[inert]'),
  );
}

interface FocusTrapOptions {
  /** Called on Escape; leave it out for a modal that Escape must not close (the age gate). */
  onEscape?: () => void;
  /** What gets focus first; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `container` while it is mounted and active: Tab and Shift+Tab wrap around,
 * focus moves in on open and goes back to whatever had it before on close (WAI-ARIA modal dialog pattern).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  // Effect events: a new callback identity on re-render neither goes stale nor re-opens the trap.
  const initialTarget = useEffectEvent(() => options.initialFocus?.current);
  const escape = useEffectEvent((): boolean => {
    if (!options.onEscape) return false;
    options.onEscape();
    return true;
  });

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialTarget() ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape()) {
        event.stopPropagation();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(root);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      // Return focus only if it is still inside (or lost); never steal it from where the shopper moved it.
      if (
        previouslyFocused?.isConnected &&
        (!document.activeElement || document.activeElement === document.body || root.contains(document.activeElement))
      ) {
        previouslyFocused.focus();
      }
    };
  }, [active, container]);
}
