/**
 * The delivery part of a form, the same wherever the shop ships something (the shop's checkout, the prize box):
 * address or pickup store, recipient, customs number, their rules and the request's delivery fields. Texts are the
 * forms concern's (`formsNamespace`), which a page using these loads with its own.
 */
import '../namespace';
import '../messages';

export { AddressFields } from './AddressFields';
export { getCityDistricts, getPickupStores } from './api';
export { ChoiceGroup, type Choice } from './ChoiceGroup';
export { CustomsIdField } from './CustomsIdField';
export { cvsBrands, CvsPicker } from './CvsPicker';
export { DestinationFields } from './DestinationFields';
export { cityCode, districtCode, placesOfPostalCode } from './places';
export { RecipientFields } from './RecipientFields';
export {
  addressMethods,
  blankDestination,
  deliveryOf,
  deliveryRules,
  needsAddress,
  type AddressForm,
  type DeliveryValues,
  type PhoneCheck,
} from './values';
