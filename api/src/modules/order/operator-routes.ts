import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { validatorCompiler } from '../../platform/validation';
import { OperatorError, runOrderCommand } from './operator';

/**
 * /dev/orders (never in production): the orders command forwarded to a running shop, whose embedded PGlite
 * database no second process may open. Local development only, like the dev mailbox.
 */
export function orderOperatorRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    // As strict as the v1 routes: no coercion of the body.
    app.setValidatorCompiler(validatorCompiler);
    app.post(
      '/orders',
      {
        schema: {
          hide: true,
          body: Type.Object(
            { argv: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 10 }) },
            { additionalProperties: false },
          ),
        },
      },
      async (req, reply) => {
        try {
          return { lines: await runOrderCommand(ctx.db, req.body.argv) };
        } catch (err) {
          if (err instanceof OperatorError) return reply.status(400).send({ error: err.message });
          throw err;
        }
      },
    );
  };
}
