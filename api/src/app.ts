import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { registerQueryCheck, validatorCompiler } from './platform/validation';
import { ErrorBody } from '@shop/shared/contract';
import type { Ctx } from './context';
import { securityOf } from './platform/auth';
import { renderDocs } from './platform/docs';
import { clientErrorText, openApiDocument, serverErrorText } from './platform/openapi';
import { registerErrorAnswers, registerErrorHandling } from './platform/http';
import { registerLocale } from './platform/locale';
import { adminModules, modules, siteRootModules, unversionedModules } from './modules';
import { runDropCommand } from './modules/drop/operator';
import { runInvoiceCommand } from './modules/invoice/operator';
import { runOutboxCommand } from './modules/notification/operator';
import { runOrderCommand } from './modules/order/operator';
import { runOperatorsCommand } from './modules/operator/operator';
import { runPrizesCommand } from './modules/prize-box/operator';
import { operatorRoutes } from './platform/operator-command';
import type { StandIns } from './stand-ins';

registerAjvFormats();

/** Everything under /api: v1 routes, the operator console's /api/admin/v1, /api/client-config, the OpenAPI document and the docs page. */
export function apiPlugin(ctx: Ctx): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Body: no coercion, unknown fields rejected by the schemas; query/params: converted from strings.
    app.setValidatorCompiler(validatorCompiler);
    // First, so that its total covers every other hook.
    ctx.timer?.register(app);
    registerLocale(app);
    registerErrorHandling(app);
    registerQueryCheck(app);
    app.decorateRequest('user', null);
    app.decorateRequest('operator', null);
    app.addHook('onRequest', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= ctx.config.bodyLimit;
      if (route.schema && !route.schema.hide) {
        route.schema.security ??= securityOf(route.onRequest);
        const response = (route.schema.response ??= {}) as Record<string, unknown>;
        response['4xx'] ??= { ...ErrorBody, description: clientErrorText };
        response['5xx'] ??= { ...ErrorBody, description: serverErrorText };
      }
    });
    await app.register(cors, {
      // Same-origin callers need no CORS; other origins only when listed in CORS_ORIGINS.
      origin: (origin, cb) => cb(null, !!origin && ctx.config.corsOrigins.includes(origin)),
      allowedHeaders: ['content-type', 'authorization', 'locale', 'os', 'from', 'website', 'idempotency-key', 'x-shop-device'],
      methods: ['GET', 'POST'],
      maxAge: 600,
    });
    await app.register(swagger, { openapi: openApiDocument(ctx.config.publicUrl), hideUntagged: true });
    for (const mod of unversionedModules) await app.register(mod(ctx));
    await app.register(
      async (v1) => {
        for (const mod of modules) await v1.register(mod(ctx));
        v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      },
      { prefix: '/v1' },
    );
    await app.register(
      async (admin) => {
        for (const mod of adminModules) await admin.register(mod(ctx));
      },
      { prefix: '/admin/v1' },
    );
    app.get('/docs', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderDocs(app.swagger() as never)),
    );
  };
}

/** Served at the site root, outside /api: what search engines read (/sitemap.xml, /sitemaps/*, /robots.txt). */
export function siteRootPlugin(ctx: Ctx): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    ctx.timer?.register(app);
    registerLocale(app);
    registerErrorAnswers(app);
    registerQueryCheck(app);
    for (const mod of siteRootModules) await app.register(mod(ctx));
  };
}

/**
 * /dev: never in production. The orders, drops and outbox commands, and the stand-ins' pages the composition gave (the dev mailbox
 * when mail is not sent over SMTP, the WeChat sandbox, the payment sandbox when it is the payment provider).
 */
export function devPlugin(ctx: Ctx, standIns: StandIns | undefined): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    registerLocale(app);
    registerErrorHandling(app);
    registerQueryCheck(app);
    if (ctx.config.production) return;
    await app.register(
      operatorRoutes(ctx.db, {
        orders: runOrderCommand,
        drops: runDropCommand,
        outbox: runOutboxCommand,
        invoices: runInvoiceCommand,
        prizes: runPrizesCommand,
        operators: runOperatorsCommand,
      }),
    );
    for (const routes of standIns?.devRoutes(ctx) ?? []) await app.register(routes);
  };
}
