import { apiErrors, type ApiErrorEntry, type ApiErrorName, type ErrorLocale } from '@shop/shared/contract';

// The catalogue itself lives in @shop/shared (src/contract/errors.ts) so the browser knows the same codes.

export class ApiError extends Error {
  constructor(
    readonly entry: ApiErrorEntry,
    readonly headers: Record<string, string> = {},
  ) {
    super(entry.messages.en);
    this.name = 'ApiError';
  }
}

/** Ends the request with a catalogue error: its HTTP status, its code and its message in the caller's language. */
export function fail(name: ApiErrorName, headers?: Record<string, string>): never {
  throw new ApiError(apiErrors[name], headers);
}

/** `{seconds}` in a message is the answer's Retry-After: a slowed-down client is told when to try again. */
export function errorBody(entry: ApiErrorEntry, locale: ErrorLocale, headers: Record<string, string> = {}) {
  const seconds = headers['retry-after'];
  const message = entry.messages[locale];
  return { error_code: entry.code, error_msg: seconds ? message.replace('{seconds}', seconds) : message };
}
