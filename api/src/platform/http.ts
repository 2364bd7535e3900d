import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from '@shop/shared/contract';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, errorBody } from './errors';
import { parseLocale } from './locale';

/** A database that is down comes back by itself (a restart, a fail-over): soon enough to ask again in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = '2';

function localeOf(req: FastifyRequest) {
  return req.locale ?? parseLocale(req.headers.locale);
}

/**
 * Every failure leaves as `{ error_code, error_msg }`. Anything the client sent wrong
 * (schema, JSON syntax, size, media type) is a 4xx with 40004, never a 5xx.
 */
export function registerErrorHandling(app: FastifyInstance) {
  registerErrorAnswers(app);
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(errorBody(apiErrors.NOT_FOUND, localeOf(req)));
  app.setNotFoundHandler(notFound);
  // A catch-all inside the prefix outranks a host's SPA fallback (`/*`), so unknown API paths stay JSON 404s.
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', schema: { hide: true }, handler: notFound });
}

/** The error answers alone, for routes at the site root (no catch-all there: the shop's pages own the rest). */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(req);
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.entry.status).send(errorBody(err.entry, locale, err.headers));
    }
    const status = (err as FastifyError).statusCode;
    if ((err as FastifyError).validation || (status && status >= 400 && status < 500)) {
      req.log.info({ code: (err as FastifyError).code, msg: err.message }, 'bad request');
      const s = status && status >= 400 && status < 500 ? status : 400;
      if (s === 429) return reply.status(429).send(errorBody(apiErrors.TOO_MANY_REQUESTS, locale));
      return reply.status(s).send(errorBody(apiErrors.BAD_PARAMS, locale));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: (err as FastifyError).code } }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply.status(503).send(errorBody(apiErrors.SERVICE_UNAVAILABLE, locale));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(apiErrors.INTERNAL, locale));
  });
}

/**
 * Fastify's `frameworkErrors` for a server hosting the API. A path whose %-encoding decodes to no text
 * ('/product/%E0%A4%A') is refused by the router before any route, hook or error handler runs; it still
 * answers in the catalogue's shape, not the framework's.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 500;
  const locale = parseLocale(req.headers.locale);
  if (status >= 500) {
    req.log.error({ err }, 'framework error');
    return reply.status(500).send(errorBody(apiErrors.INTERNAL, locale));
  }
  req.log.info({ code: err.code, msg: err.message }, 'bad request');
  return reply.status(status).send(errorBody(apiErrors.BAD_PARAMS, locale));
}
