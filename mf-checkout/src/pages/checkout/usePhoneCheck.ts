import { useState } from 'react';
import { checkPhoneNumber } from '../../api/system';

const MIN_MOBILE_DIGITS = 6;

/**
 * Asks `system/valid-phone-number` whether a number is a mobile number of its country, once per number: the form
 * validates on every blur and on submit. A failed call does not block the shopper: the API checks again.
 */
export function usePhoneCheck(): (phoneCode: string, phoneNumber: string) => Promise<boolean> {
  const [answers] = useState(() => new Map<string, Promise<boolean>>());
  return (phoneCode, phoneNumber) => {
    // No country has mobile numbers this short: a number being typed is not sent to the API key by key.
    if (phoneNumber.replace(/\D/g, '').length < MIN_MOBILE_DIGITS) return Promise.resolve(false);
    const key = `${phoneCode} ${phoneNumber.trim()}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = checkPhoneNumber({ phone_code: phoneCode, phone_number: phoneNumber.trim() }, { noGlobalError: true }).then(
        (body) => body.data.valid,
        () => true,
      );
      answers.set(key, answer);
    }
    return answer;
  };
}
