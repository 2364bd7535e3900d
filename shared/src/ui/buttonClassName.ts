import * as styles from './button.module.css';

export interface ButtonLook {
  /** Primary is the one main action of a place (filled); secondary (outlined) is everything else. */
  variant?: 'primary' | 'secondary';
  /** As wide as its container. */
  block?: boolean;
}

/**
 * The classes of a button, for an element that must stay what it is but look like a button: a link
 * (`<Link className={buttonClassName({ variant: 'primary' })}>`). `extra` is the caller's own class.
 */
export function buttonClassName({ variant = 'secondary', block = false }: ButtonLook = {}, extra?: string): string {
  return [styles.button, variant === 'primary' && styles.primary, block && styles.block, extra].filter(Boolean).join(' ');
}
