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

export function errorBody(entry: ApiErrorEntry, locale: ErrorLocale) {
  return { error_code: entry.code, error_msg: entry.messages[locale] };
}
