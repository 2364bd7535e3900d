import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DropInfoBody,
  DropParams,
  DropPlace,
  DropPlaceBody,
  DropStreamQuery,
  dropPlaceEvent,
  dropPlaceHeader,
} from '@shop/shared/contract';
import { Type } from 'typebox';
import type { Ctx } from '../../context';
import { optionalUser } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { RETRY_MS, openStreams, retryHint, uncompressed } from '../../platform/event-stream';
import { StreamSlots } from '../../platform/stream-slots';
import { DropPasses } from './passes';
import { describePlace, findInfo, findPlace, holderFor, isPlaceOf, joinPlace, readPlace, settled } from './service';
import { DropWatch } from './watch';

const tags = ['drop'];

const PlaceHeaders = Type.Object({
  [dropPlaceHeader]: Type.Optional(
    Type.String({ maxLength: 64, description: "A visitor's place key (DropPlace.place_key): finds their place again" }),
  ),
});

export default function dropRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const passes = new DropPasses(ctx.tokens);
    const watch = new DropWatch({ db: ctx.db, passes, log: app.log });
    const slots = new StreamSlots(ctx.config.boardStreams);
    const open = openStreams(app, async () => watch.close());
    const caller = optionalUser(ctx.tokens);

    app.get(
      '/drop/:kind/:target_id',
      {
        schema: {
          tags,
          operationId: 'getDrop',
          summary: 'A drop: when its waiting room opens and its sale starts, the admission rate, what is left and how many wait',
          params: DropParams,
          response: { 200: DropInfoBody },
        },
      },
      async (req) => {
        const found = await findInfo(ctx.db, req.params.kind, req.params.target_id, new Date());
        return { data: found?.info ?? fail('DROP_NOT_FOUND') };
      },
    );

    /** The caller's holder: a member, else (product drops only) a visitor by their place key. */
    const whoOf = (req: { user: { id: number } | null; params: DropParams; headers: Record<string, unknown> }) => {
      if (req.params.kind === 'kuji' && !req.user) fail('TOKEN_INVALID');
      const key = req.headers[dropPlaceHeader];
      return holderFor(req.user?.id ?? null, typeof key === 'string' ? key : undefined);
    };

    app.post(
      '/drop/:kind/:target_id/place',
      {
        schema: {
          tags,
          operationId: 'joinDrop',
          summary:
            "Joins the drop's waiting room, or returns the caller's place (a used or lapsed one queues again at the back); 40961 before it opens",
          params: DropParams,
          headers: PlaceHeaders,
          response: { 200: DropPlaceBody },
        },
        onRequest: caller,
      },
      async (req) => {
        const now = new Date();
        const who = whoOf(req);
        const found = await findPlace(ctx.db, req.params.kind, req.params.target_id, who.holder, now);
        if (!found) fail('DROP_NOT_FOUND');
        // A shopper who has a place (a reload, another tab) takes no lock: only new and requeued places queue on the row.
        if (found.place && !settled(found.drop, found.place, now))
          return { data: await describePlace(passes, found.drop, found.place, found.info, who.key, now) };
        const joined = await joinPlace(
          ctx.db,
          found.drop,
          { holder: who.holder, ip: req.ip || null, visitor: req.user === null },
          ctx.config.dropPlacesPerIp,
          now,
        );
        return { data: await describePlace(passes, joined.drop, joined.place, joined.info, who.key, now) };
      },
    );

    app.get(
      '/drop/:kind/:target_id/place',
      {
        schema: {
          tags,
          operationId: 'getDropPlace',
          summary: "The caller's place in the drop's waiting room (40460 when they have none)",
          params: DropParams,
          headers: PlaceHeaders,
          response: { 200: DropPlaceBody },
        },
        onRequest: caller,
      },
      async (req) => {
        const now = new Date();
        const who = whoOf(req);
        const { drop, place, info } = await readPlace(ctx.db, req.params.kind, req.params.target_id, who.holder, now);
        return { data: await describePlace(passes, drop, place, info, who.key, now) };
      },
    );

    app.get(
      '/drop/:kind/:target_id/place/stream',
      {
        ...uncompressed,
        schema: {
          tags,
          operationId: 'streamDropPlace',
          summary: `A place in a drop's waiting room as Server-Sent Events: a \`${dropPlaceEvent}\` event on connect and as it changes`,
          description:
            `text/event-stream. \`event: ${dropPlaceEvent}\` with one DropPlace as \`data\` (its place_key null), at once, ` +
            `then within a second of a change of state (the start, an admission, sold out), and a changed position or ` +
            `count at the waiting page's polling pace (each second near its turn, up to 5 s far from it); a comment line ` +
            `when quiet for 15 s; ` +
            `\`retry: ${RETRY_MS}\`. The place is named by its \`watch\` key (40361 when not valid). 503 when this server ` +
            'holds all the streams it may, 429 when the client address does.',
          params: DropParams,
          querystring: DropStreamQuery,
          response: { 200: { description: 'The stream', content: { 'text/event-stream': { schema: DropPlace } } } },
        },
      },
      async (req, reply) => {
        const placeId = await passes.readWatch(req.query.watch);
        if (!(await isPlaceOf(ctx.db, req.params.kind, req.params.target_id, placeId))) fail('DROP_ADMISSION_INVALID');
        const stream = open.create();
        const release = slots.admit(req.ip);
        stream.write(retryHint(RETRY_MS));
        const leave = watch.join(placeId, (text) => {
          // A client that reads nothing while events pile up is cut off; it reconnects and starts afresh.
          if (stream.writableLength > 64 * 1024) stream.destroy();
          else stream.write(text);
        });
        return open.send(reply, stream, () => {
          leave();
          release();
        });
      },
    );
  };
}
