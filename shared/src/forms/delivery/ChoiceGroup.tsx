import { useField } from 'formik';
import { ChoiceCards, type Choice } from '../../ui/ChoiceCards';

export type { Choice };

interface ChoiceGroupProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Why the whole group cannot be used yet (shown under the legend). */
  disabledReason?: string;
  onPicked?: (value: string) => void;
  testId?: string;
}

/** A formik field as the shop's radio cards (delivery method, pickup store), with its message once touched. */
export function ChoiceGroup({ name, onPicked, ...rest }: ChoiceGroupProps) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <ChoiceCards
      {...rest}
      name={name}
      value={field.value}
      onChange={(value) => {
        void helpers.setValue(value);
        onPicked?.(value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
