import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { readShopApps } from '@shop/shared/apps';
import { repoRoot } from '../../config';
import type { Ctx } from '../../context';
import { BeaconQuery, MAX_COUNT, MAX_EVENTS, remoteHealthBeacon, remoteHealthKinds, type RemoteHealthEvent } from './schema';
import { recordRemoteHealth } from './service';

/** A full beacon is about 5 KiB; anything much larger is not the shell's. */
const BODY_LIMIT = 16 * 1024;

/**
 * POST /api/beacon/remote-health: the shell's report of what happened to each remote version (loaded, failed
 * to load, a page threw), which the release tooling reads to roll a failing canary back. Outside the provider's
 * v1 contract. Sent with `navigator.sendBeacon`, whose string bodies are `text/plain`: that is read as JSON too.
 */
export default function remoteHealthRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const remotes = readShopApps(repoRoot)
    .filter((app) => app.role === 'remote')
    .map((app) => app.containerName);
  return async (app) => {
    // This scope only: every other route keeps refusing text/plain bodies.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

    app.post(
      '/beacon/remote-health',
      {
        bodyLimit: BODY_LIMIT,
        // A beacon per page view: the request log line (with the client's address) would be noise and personal data.
        logLevel: 'warn',
        schema: {
          tags: ['client'],
          operationId: 'reportRemoteHealth',
          summary: 'Health beacon of the shell: counts of loads and errors per remote version; not part of v1',
          description:
            `A JSON array (as \`application/json\` or \`text/plain\`) of 1–${MAX_EVENTS} events ` +
            `\`{ remote, version, kind, count? }\`: \`remote\` one of ${remotes.join(', ')}; \`version\` a published ` +
            `version (\`1.4.0-3f2a9c1b\`); \`kind\` one of ${remoteHealthKinds.join(', ')}; \`count\` 1–${MAX_COUNT} ` +
            '(default 1). Only the counts per remote, version and minute are kept. Rate-limited per client address ' +
            '(`RATE_BEACON_PER_MINUTE`).',
          consumes: ['application/json', 'text/plain'],
          querystring: BeaconQuery,
          body: remoteHealthBeacon(remotes),
          response: { 204: Type.Null({ description: 'Counted' }) },
        },
        // Counted before the body is read or checked, so malformed floods are limited too.
        onRequest: async (req) => {
          await ctx.limiter.hit(`beacon:ip:${req.ip}`, ctx.config.rateLimits.beaconPerMinute);
        },
      },
      async (req, reply) => {
        await recordRemoteHealth(ctx.db, req.body as RemoteHealthEvent[]);
        return reply.status(204).send(null);
      },
    );
  };
}
