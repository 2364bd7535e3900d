import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import { VisuallyHidden } from './VisuallyHidden';
import * as styles from './dialog.module.css';

export interface DialogProps {
  /** Names the dialog (`aria-labelledby`); shown as its heading unless `hideTitle`. */
  title: string;
  /** The title only names the dialog for assistive technology (a short confirm whose message says it all). */
  hideTitle?: boolean;
  /** `alertdialog` when the shopper must answer before anything else (a confirm, the age gate). */
  role?: 'dialog' | 'alertdialog';
  /** Above the title: a mark such as the age gate's 18+. */
  icon?: ReactNode;
  /** The message; it describes the dialog (`aria-describedby`). */
  children: ReactNode;
  /** The buttons, in one row at the bottom. */
  actions: ReactNode;
  /** Escape closes the dialog through this; leave it out where the shopper must choose a button (the age gate). */
  onEscape?: () => void;
  /** What gets focus first; defaults to the first button or field inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** An opaque backdrop hides the page entirely instead of dimming it. */
  backdrop?: 'dim' | 'opaque';
  'data-testid'?: string;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title and described by its message, focus moves in
 * and stays inside until it closes, then goes back where it was. Rendered into `<body>`, so no stacking context
 * of the page it was opened from can cover it.
 */
export function Dialog({
  title,
  hideTitle = false,
  role = 'dialog',
  icon,
  children,
  actions,
  onEscape,
  initialFocus,
  backdrop = 'dim',
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(ref, true, { onEscape, initialFocus });

  return createPortal(
    <div className={backdrop === 'opaque' ? `${styles.layer} ${styles.opaque}` : styles.layer}>
      <div
        ref={ref}
        className={styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid={rest['data-testid']}
      >
        {icon}
        {hideTitle ? (
          <VisuallyHidden as="h2" id={titleId}>
            {title}
          </VisuallyHidden>
        ) : (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
