import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientConfig, ClientConfigQuery } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { clientConfig } from './service';

/**
 * GET /api/client-config: run-time settings for the browser, outside the provider's v1 contract. The front
 * end is built once and served against any environment, so these come from the API's environment, not
 * from the build.
 */
export default function clientConfigRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  // Fixed for the life of the process: computed once.
  const body = clientConfig(ctx.config);
  return async (app) => {
    app.get(
      '/client-config',
      {
        schema: {
          tags: ['client'],
          operationId: 'getClientConfig',
          summary: 'Run-time settings for the browser (Google sign-in, avatar storage); not part of v1',
          querystring: ClientConfigQuery,
          response: { 200: ClientConfig },
        },
      },
      async (_req, reply) => {
        // The emulator's port changes with every start: browsers must ask again rather than reuse an old answer.
        reply.header('cache-control', 'no-cache');
        return body;
      },
    );
  };
}
