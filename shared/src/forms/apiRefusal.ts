import type { FormikHelpers } from 'formik';
import { apiErrors } from '@shop/shared/errors';
import { messageFor, toApiError, type ApiError, type ErrorHandlingOptions } from '@shop/shared/transport';
import { refuseForm } from '@shop/shared/ui';

/**
 * Says at the form why the API refused it, in the words the API client toasts (SPEC §8): under the field that
 * `fieldOfCode` names for the error's code (or under that one field, whatever the code), else at the form
 * (`FormRefusalMessage`). A 40301 is not repeated: the
 * member has been signed out and sent to log in. Returns the error, for pages that react further.
 */
export async function showApiRefusal<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  values: Values,
  caught: unknown,
  fieldOfCode: string | Readonly<Partial<Record<number, string>>> = {},
  options: ErrorHandlingOptions = {},
): Promise<ApiError> {
  const error = toApiError(caught);
  if (error.code === apiErrors.TOKEN_INVALID.code) return error;
  const field = typeof fieldOfCode === 'string' ? fieldOfCode : error.code === undefined ? undefined : fieldOfCode[error.code];
  refuseForm(helpers, values, await messageFor(error, options), { field, code: error.code });
  return error;
}
