import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ns } from '../../namespace';
import { IconButton, useFocusTrap } from '@shop/shared/ui';
import { CloseIcon } from '../icons/Icons';
import * as styles from './drawer.module.css';

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
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="drawer"
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton ref={closeRef} label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
