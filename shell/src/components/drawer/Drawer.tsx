import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import { useFocusTrap } from '../a11y/useFocusTrap';
import { CloseIcon } from '../icons/Icons';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The 320 px side drawer (SPEC §9): a modal dialog, so focus stays inside, Escape or the backdrop close it,
 * and focus returns to the button that opened it. Rendered only while open.
 */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const { t } = useTranslation(ns);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocus: closeRef });
  if (!open) return null;

  // Portalled to <body> so that no stacking context of the sticky header or a page can paint over it.
  return createPortal(
    <div className="drawer-layer">
      <div className="drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} className="drawer-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="drawer">
        <div className="drawer-head">
          <h2 id={titleId} className="drawer-title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="icon-button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
