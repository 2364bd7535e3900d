import { mixed, object, string } from 'yup';
import type { PersonalUpdate, UserInfo } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
// The SPEC §5 messages every string rule shows ('*最多輸入 {max} 個字'…): its texts are loaded by the page.
import '@shop/shared/forms';
import type { MobileNumberCheck } from '@shop/shared/forms';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { birthdayFieldValue, birthdayTimestamp, isPossibleBirthday } from './birthday';

/** What the profile form holds: the editable part of the user info (SPEC §3), as the fields show it. */
export interface ProfileValues {
  accountName: string;
  /** Country calling code without '+', as `system/country-city` gives it. */
  phoneCode: string;
  phoneNumber: string;
  gender: '' | 'male' | 'female';
  /** `YYYY-MM-DD`, or empty when not set. */
  birthday: string;
}

/** Taiwan's calling code: where a member with no number yet most likely has one. */
export const defaultPhoneCode = '886';

export function initialValues(profile: UserInfo): ProfileValues {
  return {
    accountName: profile.account_name,
    phoneCode: profile.phone_code.replace(/^\+/, '') || defaultPhoneCode,
    phoneNumber: profile.phone_number,
    gender: profile.gender,
    birthday: birthdayFieldValue(profile.birthday_timestamp),
  };
}

const text = (key: string) => () => i18next.t(`${ns}:${key}`);
/** The API's own message for a number it would refuse, in the language on screen: form and API say the same. */
const phoneRefused = () => apiErrors.PHONE_INVALID.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];

/** The rules of each field; which of them must be filled is `profileUpdate`'s ('at least one item'). */
export const profileSchema = (checkPhone: MobileNumberCheck) =>
  object({
    accountName: string().trim().max(50),
    phoneCode: string().matches(/^\d{1,4}$/),
    phoneNumber: string()
      .trim()
      .max(20)
      .test('mobile', phoneRefused, (number, context) => {
        const code = (context.parent as ProfileValues).phoneCode;
        return !number || !code ? true : checkPhone(code, number);
      }),
    gender: mixed<ProfileValues['gender']>().oneOf(['', 'male', 'female']),
    birthday: string().test('birthday', text('profile.birthdayRange'), (day) => !day || isPossibleBirthday(day)),
  });

/**
 * POST personal's body: every item filled in (the API changes only what it is sent), and a birthday cleared
 * as 0 (not set). Null when no item is filled in: SPEC §5, 'Please fill in at least one item'.
 */
export function profileUpdate(values: ProfileValues, saved: UserInfo): PersonalUpdate | null {
  const name = values.accountName.trim();
  const number = values.phoneNumber.trim();
  const body: PersonalUpdate = {
    ...(name && { account_name: name }),
    ...(number && { phone_code: values.phoneCode, phone_number: number }),
    ...(values.gender && { gender: values.gender }),
    ...(values.birthday && { birthday_timestamp: birthdayTimestamp(values.birthday) }),
  };
  if (Object.keys(body).length === 0) return null;
  if (!values.birthday && saved.birthday_timestamp !== 0) body.birthday_timestamp = 0;
  return body;
}
