// Failures that say the database cannot serve at all (down, restarting, unreachable, closed), as opposed to a
// statement of ours that failed: the API answers them 503 with Retry-After (platform/http.ts), never 500.

/**
 * SQLSTATEs of a server that cannot serve: connection exceptions (class 08), an administrator's or a crash's
 * shutdown and a server still starting (57P01–57P03), no connection slot left (53300).
 */
const serverCodes = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of a server that is gone or unreachable. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres' and PGlite's own words for a connection that is gone or never came. */
const messages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/** Whether `err`, or an error it wraps (drizzle's DrizzleQueryError keeps the driver's as `cause`), says so. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (serverCodes.test(code) || socketCodes.has(code))) return true;
  if (typeof message === 'string' && messages.some((m) => m.test(message))) return true;
  // A host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
