import { isAxiosError } from 'axios';
import { i18next } from '@shop/shared/i18n';
import { $jwt, defaultLocale, isLocale, signOut, requestNavigation, showToast } from '@shop/shared/stores';
import { transportNamespace } from './namespace';

/** A failed call as callers see it: HTTP status (0 without a response), the API's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorHandlingOptions {
  /** Skip the toast (the caller shows the error itself). A 40301 still signs the member out. */
  noGlobalError?: boolean;
  /** Messages for specific error codes; they win over everything else. */
  errorMessages?: Record<number, string>;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const body = error.response?.data as { error_code?: unknown; error_msg?: unknown } | undefined;
    const code = typeof body?.error_code === 'number' ? body.error_code : undefined;
    const message = typeof body?.error_msg === 'string' ? body.error_msg : error.message;
    return new ApiError(error.response?.status ?? 0, code, message);
  }
  return new ApiError(0, undefined, error instanceof Error ? error.message : String(error));
}

// The catalogue (messages in three languages) is loaded with the first failure: the first paint never needs it.
const catalogue = async () => (await import('@shop/shared/errors')).apiErrors;

async function text(key: 'partialLoad' | 'generic' | 'notFound'): Promise<string> {
  await i18next.loadNamespaces(transportNamespace);
  return i18next.t(`${transportNamespace}:${key}`);
}

/** The message SPEC §8 gives for a failure, in its order of precedence. */
export async function messageFor(error: ApiError, options: ErrorHandlingOptions = {}): Promise<string> {
  const custom = error.code === undefined ? undefined : options.errorMessages?.[error.code];
  if (custom) return custom;
  const { BAD_PARAMS } = await catalogue();
  if ([400, 403, 500].includes(error.status) && error.code === BAD_PARAMS.code) {
    return BAD_PARAMS.messages[isLocale(i18next.language) ? i18next.language : defaultLocale];
  }
  if (error.code !== undefined) return error.message;
  if (error.status === 404) return text('notFound');
  if (/timeout/i.test(error.message)) return text('partialLoad');
  return text('generic');
}

/**
 * The global reaction to a failed call (SPEC §8): an invalid or expired token signs the member out and
 * sends them to Login; then, unless the call opted out, the message is toasted.
 */
export async function handleApiError(error: ApiError, options: ErrorHandlingOptions = {}): Promise<void> {
  const hasCustomMessage = error.code !== undefined && Boolean(options.errorMessages?.[error.code]);
  const { TOKEN_INVALID } = await catalogue();
  if (error.code === TOKEN_INVALID.code && !hasCustomMessage) {
    const wasSignedIn = Boolean($jwt.get());
    signOut();
    requestNavigation('/login');
    // Told once, by whichever call found out first (even one that handles its own errors): the member must
    // learn why they were signed out, and the calls still under way with the old token must not repeat it.
    if (wasSignedIn) showToast(await messageFor(error, options), 'error');
    return;
  }
  if (options.noGlobalError) return;
  showToast(await messageFor(error, options), 'error');
}
