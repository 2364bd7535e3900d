import { string } from 'yup';
import { message } from './messages';
import { englishOnlyPattern, isValidCustomsId, needsCustomsId, needsEnglishOnly } from './rules';

/**
 * The customs tax/ID number for a destination (SPEC §9): required and checked by the destination's rule where
 * customs need one ('The information you provided is incorrect…', the API's 40033), absent elsewhere.
 */
export const customsIdField = (countryCode: string) =>
  needsCustomsId(countryCode)
    ? string()
        .trim()
        .required()
        .test('customs-id', message('customsId'), (v) => !v || isValidCustomsId(countryCode, v))
    : string().strip();

/** A recipient name or address line: English only where the destination's couriers need it (SPEC §5). */
export const recipientTextField = (countryCode: string) => {
  const field = string().trim().required();
  return needsEnglishOnly(countryCode) ? field.matches(englishOnlyPattern, message('englishOnly')) : field;
};
