import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

type Target = 'first' | 'last';

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown open the menu on its first item, ArrowUp on
 * its last; arrows (wrapping), Home and End move; Escape closes and puts focus back on the button; Tab
 * leaves for the next control and closes. A click or tap anywhere else closes it too.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Target>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (which: Target | number) => {
    const list = items();
    const index = which === 'first' ? 0 : which === 'last' ? list.length - 1 : (which + list.length) % list.length;
    list[index]?.focus();
  };

  // The menu exists only once rendered: focus goes in after the commit that shows it.
  const focusOnOpen = useEffectEvent((which: Target) => focusItem(which));
  useEffect(() => {
    if (open) focusOnOpen(target);
  }, [open, target]);

  // Touch screens do not always move focus on a tap elsewhere, so pointer-down outside closes.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openOn = (which: Target) => {
    if (open) focusItem(which);
    setTarget(which);
    setOpen(true);
  };

  /** Closes; `returnFocus` when the shopper stays on the menu's control (Escape, a chosen entry). */
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => (open ? close(true) : openOn('first')),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    },
  };

  const menuProps = {
    ref: menuRef,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent) => {
      const current = items().indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, Target | number> = {
        ArrowDown: current + 1,
        ArrowUp: current - 1,
        Home: 'first',
        End: 'last',
      };
      if (event.key in moves) {
        event.preventDefault();
        focusItem(moves[event.key]!);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        // Tab moves on from the button's place in the page (the entries are not in the tab order), so
        // Tab lands on the next control and Shift+Tab on the one before, as if the menu had never opened.
        buttonRef.current?.focus();
        setOpen(false);
      }
    },
  };

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      // Escape on the button itself; the menu's own Escape has been handled already.
      if (event.key === 'Escape' && open && !event.defaultPrevented) close(true);
    },
    // Focus moved elsewhere on the page (not to nowhere, as when the window loses focus): close.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
    },
  };

  return { open, close, buttonProps, menuProps, rootProps };
}
