import { useFormikContext } from 'formik';
import { Button } from '@shop/shared/ui';

/** The form's one submit button: busy (and not pressable twice) while formik submits. */
export function SubmitButton({ children }: { children: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" variant="primary" block busy={isSubmitting}>
      {children}
    </Button>
  );
}
