import { object, ref, string } from 'yup';
import type { FormikHelpers } from 'formik';
import { apiErrors } from '@shop/shared/errors';
import { confirmPasswordField, passwordField, showApiRefusal, verificationCodeField } from '@shop/shared/forms';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale, showToast } from '@shop/shared/stores';
import { messageFor, toApiError } from '@shop/shared/transport';
import type { OwnPasswordBody } from '@shop/shared/contract';
import { changeOwnPassword } from '../../api/password';

// The two ways to a new password (SPEC §5 rules from @shop/shared/forms, the same the sign-up and reset pages use).

export interface ChangeValues {
  current: string;
  password: string;
  confirm: string;
}

export interface CodeValues {
  code: string;
  password: string;
  confirm: string;
}

const sameAsCurrent = () => apiErrors.PASSWORD_UNCHANGED.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];

export const changeSchema = object({
  current: string().required(),
  // The API refuses it too: said before a request is made, in the API's words.
  password: passwordField().notOneOf([ref('current')], sameAsCurrent),
  confirm: confirmPasswordField(),
});
export const codeSchema = object({ code: verificationCodeField(), password: passwordField(), confirm: confirmPasswordField() });

/** The API's refusals that are about one field: shown under it, not as a toast. */
const fieldOfError: Record<number, 'current' | 'code' | 'password'> = {
  [apiErrors.PASSWORD_INCORRECT.code]: 'current',
  [apiErrors.VERIFICATION_FAILED.code]: 'code',
  [apiErrors.PASSWORD_UNCHANGED.code]: 'password',
};

/**
 * Sends the new password; true once the API took it. A wrong current password or code, or the current password
 * again, is said under its field in the API's words until that field changes; any other refusal is toasted as the
 * API client would, and kept by the submit button (a 40301 has signed the member out).
 */
export async function submitNewPassword<V extends ChangeValues | CodeValues>(
  body: OwnPasswordBody,
  values: V,
  helpers: Pick<FormikHelpers<V>, 'setStatus'>,
): Promise<boolean> {
  try {
    await changeOwnPassword(body, { loading: true, noGlobalError: true });
    return true;
  } catch (caught) {
    const error = toApiError(caught);
    await showApiRefusal(helpers, values, error, fieldOfError);
    const onField = error.code !== undefined && error.code in fieldOfError;
    if (!onField && error.code !== apiErrors.TOKEN_INVALID.code) showToast(await messageFor(error), 'error');
    return false;
  }
}
