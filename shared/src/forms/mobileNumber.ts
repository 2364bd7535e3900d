import type { ValidPhone } from '@shop/shared/contract';
import { callApi } from '@shop/shared/transport';

/** Whether a number is a mobile number of the country with that calling code. */
export type MobileNumberCheck = (phoneCode: string, phoneNumber: string) => Promise<boolean>;

/** No country has mobile numbers this short: a number being typed is not sent to the API key by key. */
const MIN_MOBILE_DIGITS = 6;

const askTheApi: MobileNumberCheck = (phoneCode, phoneNumber) =>
  callApi<ValidPhone>(
    { method: 'GET', url: 'system/valid-phone-number', params: { phone_code: phoneCode, phone_number: phoneNumber } },
    { noGlobalError: true },
  ).then((body) => body.data.valid);

/**
 * `system/valid-phone-number`, asked once per number: a form validates on every change, blur and submit. A failed
 * call does not hold the shopper back (the API checks the number again when the form is sent). One per form.
 */
export function rememberedMobileCheck(ask: MobileNumberCheck = askTheApi): MobileNumberCheck {
  const answers = new Map<string, Promise<boolean>>();
  return (phoneCode, phoneNumber) => {
    const number = phoneNumber.trim();
    if (number.replace(/\D/g, '').length < MIN_MOBILE_DIGITS) return Promise.resolve(false);
    const key = `${phoneCode} ${number}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = ask(phoneCode, number).catch(() => true);
      answers.set(key, answer);
    }
    return answer;
  };
}
