/** The serving CLIs' Fastify logger: warn by default (no line per request), the API's redaction list when it exists. */
export async function serverLogger(): Promise<object> {
  // warn: no line per request, but a 500 inside the API is still logged. LOG_LEVEL=info for access logs.
  // The API's own redaction list (tokens, passwords, codes) applies to the whole process's logs.
  return { level: process.env.LOG_LEVEL ?? 'warn', ...(await apiLoggerOptions()) };
}

async function apiLoggerOptions(): Promise<object> {
  try {
    return ((await import('@shop/api')) as { apiLoggerOptions?: object }).apiLoggerOptions ?? {};
  } catch {
    return { redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] };
  }
}
