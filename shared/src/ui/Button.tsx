import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName';
import { useHydrated } from './useHydrated';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /**
   * The action it started is running: the button is disabled (no double submit) and says so to assistive
   * technology (`aria-busy`).
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The shop's button. `type` defaults to "button": only a form's submit button says `type="submit"`. In a
 * server-rendered page it is disabled until the page has hydrated: before that, a press would do nothing.
 */
export function Button({ variant, block, busy = false, disabled = false, className, type = 'button', ...rest }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, block }, className)}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy}
    />
  );
}
