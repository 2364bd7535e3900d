import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CardSection, useMediaQuery, VisuallyHidden } from '@shop/shared/ui';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import * as styles from './checkout.module.css';

/** Below the width where the summary stands beside the form (SummaryColumns): one long column on a phone. */
export const stepsCollapseQuery = '(max-width: 1023.98px)';

interface CheckoutStepProps {
  /** The step's heading, kept on its one-line summary. */
  title: string;
  /** The values this step fills; a field of another shape found inside the step counts too. */
  fields: readonly (keyof CheckoutValues)[];
  /** What was chosen, in one line. */
  summary: ReactNode;
  /** The step's section's own test id; its summary is `<testId>-done`. */
  testId: string;
  children: ReactNode;
}

/**
 * A checkout step that folds to a one-line summary on a phone once it is done: every value of it valid, and the
 * shopper went on to another control. Edit opens it again, and so does an error in it (a failed submit). The
 * fields stay mounted while folded, so their state and the form's values are kept. Whatever the shopper moved
 * to stays where it was on the screen when the step above it folds.
 */
export function CheckoutStep({ title, fields, summary, testId, children }: CheckoutStepProps) {
  const { t } = useTranslation(ns);
  const form = useFormikContext<CheckoutValues>();
  const foldable = useMediaQuery(stepsCollapseQuery);
  // The names of the step's values when it folded; null while open.
  const [folded, setFolded] = useState<readonly string[] | null>(null);
  const step = useRef<HTMLDivElement>(null);
  // Where the control the shopper moved to stood just before the step folded, to keep it there.
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  const focusOnOpen = useRef(false);

  const hasError = (errors: object, names: readonly string[]) => names.some((name) => getIn(errors, name));
  // A step with an error opens again (a failed submit, a destination changed above): its message must be seen.
  if (folded && hasError(form.errors, folded)) setFolded(null);
  const shown = foldable && folded !== null;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!foldable || !(next instanceof Element) || step.current?.contains(next)) return;
    const named = [...step.current!.querySelectorAll('[name]')].map((element) => element.getAttribute('name')!);
    const names = [...new Set([...fields, ...named.filter((name) => name in form.values)])];
    void form.validateForm().then((errors) => {
      // The check may settle between the focus leaving and arriving (a click's mousedown): then it is on its way to
      // `next`, which is what must stay under the shopper's finger.
      const active = document.activeElement;
      const now = active && active !== document.body ? active : next;
      // Folds only if the shopper is still elsewhere and nothing of this step is wrong or missing.
      if (hasError(errors, names) || step.current?.contains(now)) return;
      anchor.current = { element: now, top: now.getBoundingClientRect().top };
      setFolded(names);
    });
  };

  useLayoutEffect(() => {
    if (folded && anchor.current) {
      const { element, top } = anchor.current;
      anchor.current = null;
      const shift = element.isConnected ? element.getBoundingClientRect().top - top : 0;
      if (shift) window.scrollBy(0, shift);
    }
    if (folded === null && focusOnOpen.current) {
      focusOnOpen.current = false;
      step.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button')?.focus();
    }
  }, [folded]);

  return (
    <div ref={step} onBlur={leave} data-step-folded={shown || undefined}>
      {shown && (
        <CardSection
          title={title}
          compact
          testId={`${testId}-done`}
          aside={
            <button
              type="button"
              className={styles.editStep}
              onClick={() => {
                focusOnOpen.current = true;
                setFolded(null);
              }}
            >
              {t('checkout.step.edit')}
              <VisuallyHidden> {title}</VisuallyHidden>
            </button>
          }
        >
          <p className={styles.stepSummary}>{summary}</p>
        </CardSection>
      )}
      <div hidden={shown}>{children}</div>
    </div>
  );
}
