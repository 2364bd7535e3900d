import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';
import { formsNamespace } from '../namespace';
import { customsIdKinds, needsCustomsId } from '../rules';
import type { DeliveryValues } from './values';

/** The recipient's tax or ID number in its real format, where the destination's customs need one (SPEC §9); else nothing. */
export function CustomsIdField() {
  const { t } = useTranslation(formsNamespace);
  const { values } = useFormikContext<DeliveryValues>();
  const country = values.countryCode;
  if (!needsCustomsId(country)) return null;
  return (
    <TextField
      name="customsId"
      label={t(`delivery.customs.label.${customsIdKinds[country]}`)}
      hint={t(`delivery.customs.hint.${customsIdKinds[country]}`)}
      autoComplete="off"
      maxLength={40}
    />
  );
}
