import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './icon-button.module.css';
import { useHydrated } from './useHydrated';

/** The classes of an icon button, for a link that shows only an icon (the header's cart and account links). */
export function iconButtonClassName(extra?: string): string {
  return extra ? `${styles.iconButton} ${extra}` : styles.iconButton;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** What the button does: its accessible name, since the icon says nothing to assistive technology. */
  label: string;
  /** The icon, decorative (`aria-hidden`). */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon; `label` names it. Disabled until a server-rendered page has hydrated. */
export function IconButton({ label, className, type = 'button', disabled, ...rest }: IconButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      className={iconButtonClassName(className)}
      aria-label={label}
      disabled={disabled || !hydrated}
    />
  );
}
