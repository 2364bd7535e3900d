import { useFormikContext } from 'formik';

export function SubmitButton({ children }: { children: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className="button button-primary button-block" disabled={isSubmitting} aria-busy={isSubmitting}>
      {children}
    </button>
  );
}
