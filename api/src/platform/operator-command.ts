import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/client';
import { validatorCompiler } from './validation';

// The operator's commands (`npm run orders|drops -w api -- …`) are text in and text out, so the command line and
// the dev route that serves a running shop (its PGlite database cannot be opened twice) run the same code.

/** A command's refusal: its message is printed as it is. */
export class OperatorError extends Error {}

/** Runs one command (argv without the program name); returns the lines to print, or throws OperatorError. */
export type OperatorCommand = (db: Db, argv: string[]) => Promise<string[]>;

/**
 * /dev/<name> (never in production): each command forwarded to a running shop, whose embedded PGlite database no
 * second process may open. Local development only, like the dev mailbox.
 */
export function operatorRoutes(db: Db, commands: Record<string, OperatorCommand>): FastifyPluginAsyncTypebox {
  return async (app) => {
    // As strict as the v1 routes: no coercion of the body.
    app.setValidatorCompiler(validatorCompiler);
    for (const [name, run] of Object.entries(commands)) {
      app.post(
        `/${name}`,
        {
          schema: {
            hide: true,
            body: Type.Object(
              { argv: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 20 }) },
              { additionalProperties: false },
            ),
          },
        },
        async (req, reply) => {
          try {
            return { lines: await run(db, req.body.argv) };
          } catch (err) {
            if (err instanceof OperatorError) return reply.status(400).send({ error: err.message });
            throw err;
          }
        },
      );
    }
  };
}
