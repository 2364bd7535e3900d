import { object, string } from 'yup';
import type { FormikHelpers } from 'formik';
import { apiErrors } from '@shop/shared/errors';
import { confirmPasswordField, passwordField, verificationCodeField } from '@shop/shared/forms';
import { showToast } from '@shop/shared/stores';
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

export const changeSchema = object({ current: string().required(), password: passwordField(), confirm: confirmPasswordField() });
export const codeSchema = object({ code: verificationCodeField(), password: passwordField(), confirm: confirmPasswordField() });

/** The API's refusals that are about one field: shown under it, not as a toast. */
const fieldOfError: Record<number, 'current' | 'code'> = {
  [apiErrors.PASSWORD_INCORRECT.code]: 'current',
  [apiErrors.VERIFICATION_FAILED.code]: 'code',
};

/**
 * Sends the new password; true once the API took it. A wrong current password or code is said under its field in
 * the API's words; any other refusal is toasted as the API client would (a 40301 has signed the member out).
 */
export async function submitNewPassword<V extends ChangeValues | CodeValues>(
  body: OwnPasswordBody,
  helpers: Pick<FormikHelpers<V>, 'setFieldError'>,
): Promise<boolean> {
  try {
    await changeOwnPassword(body, { loading: true, noGlobalError: true });
    return true;
  } catch (error) {
    const apiError = toApiError(error);
    const field = apiError.code === undefined ? undefined : fieldOfError[apiError.code];
    if (field) helpers.setFieldError(field, apiError.message);
    else showToast(await messageFor(apiError), 'error');
    return false;
  }
}
