import type { ApiErrorName } from '@shop/shared/errors';

/**
 * An error caused by what the operator asked for (unknown app, unknown version, nothing to roll back to).
 * The CLIs print its message as one line and exit 1, without a stack trace, because it is not a bug.
 */
export class UserError extends Error {
  override name = 'UserError';

  /** The error catalogue's entry the release API answers with (in the operator's language); else RELEASE_REFUSED. */
  constructor(
    message: string,
    readonly refusal?: ApiErrorName,
  ) {
    super(message);
  }
}
