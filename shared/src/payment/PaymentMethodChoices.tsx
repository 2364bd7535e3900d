import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shop/shared/contract';
import { ChoiceCards } from '../ui/ChoiceCards';
import { paymentMethods } from './methods';
import { paymentNamespace } from './namespace';

export interface PaymentMethodChoicesProps {
  /** The chosen method, '' for none yet. */
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  onBlur?: () => void;
  /** Why no method can be chosen yet (the shop's checkout: a delivery method first). */
  disabledReason?: string;
  error?: string;
  name?: string;
  testId?: string;
}

/** SPEC §9's payment methods as radio cards, each with what it takes: the same choice at every checkout. */
export function PaymentMethodChoices({
  value,
  onChange,
  name = 'paymentMethod',
  testId = 'payment-methods',
  ...rest
}: PaymentMethodChoicesProps) {
  const { t } = useTranslation(paymentNamespace);
  return (
    <ChoiceCards
      {...rest}
      name={name}
      legend={t('method')}
      testId={testId}
      value={value}
      onChange={(picked) => onChange(picked as PaymentMethod)}
      choices={paymentMethods.map((method) => ({
        value: method,
        label: t(`methods.${method}`),
        detail: t(`details.${method}`),
      }))}
    />
  );
}
