import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KujiBoard, KujiBoardParams, KujiBoardQuery, kujiBoardEvent } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { parseLocale } from '../../platform/locale';
import { boardEvent, readBoard, retryHint } from './service';
import { BoardStreams } from './streams';

const tags = ['kuji'];

/** deploy/src/server/graceful-shutdown.ts's END_STREAMS_EVENT (deploy mounts the API; the API does not import it). */
const endStreamsEvent = 'shop:end-streams';

/** A browser that lost the stream asks again after this long (EventSource's `retry`). */
const RETRY_MS = 3_000;

/**
 * Not compressed: a compressor holds small writes back until it has a block, and each board must leave at once
 * (a spread, not a literal, since `compress` is known only where the shop server registers @fastify/compress).
 */
const uncompressed = { compress: false as const };

export default function kujiBoardRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const streams = new BoardStreams({ db: ctx.db, listen: ctx.listen, log: app.log, caps: ctx.config.boardStreams });
    /** Open streams' ends, so that a closing server ends them rather than wait for them. */
    const open = new Set<PassThrough>();
    let closing = false;
    const endAll = () => {
      closing = true;
      for (const s of open) s.end();
    };
    // A shop server stopping gracefully says so on its server (deploy's END_STREAMS_EVENT) before it waits for the
    // requests in flight; a plain Fastify close runs preClose first. Either way before the database closes.
    app.server.on(endStreamsEvent, endAll);
    app.addHook('preClose', async () => {
      app.server.off(endStreamsEvent, endAll);
      endAll();
      await streams.close();
    });

    app.get(
      '/kuji/:kuji_id/board',
      {
        ...uncompressed,
        schema: {
          tags,
          operationId: 'streamKujiBoard',
          summary: `A campaign's live board as Server-Sent Events: a \`${kujiBoardEvent}\` event on connect and after every change`,
          description:
            `text/event-stream. \`event: ${kujiBoardEvent}\` with one KujiBoard as \`data\`, at once and then within a second ` +
            `of every change to the campaign (bursts merged); a comment line every 15 s; \`retry: ${RETRY_MS}\`. ` +
            '503 when this server holds all the streams it may, 429 when the client address does.',
          params: KujiBoardParams,
          querystring: KujiBoardQuery,
          response: { 200: { description: 'The stream', content: { 'text/event-stream': { schema: KujiBoard } } } },
        },
      },
      async (req, reply) => {
        const kujiId = req.params.kuji_id;
        const locale = req.query.locale ? parseLocale(req.query.locale) : req.locale;
        // A stopping server takes no new stream: the browser asks again, and reaches another replica.
        if (closing) fail('SERVICE_UNAVAILABLE', { 'retry-after': '1' });
        const release = streams.admit(req.ip);
        let watcher: ReturnType<BoardStreams['join']> | undefined;
        const stream = new PassThrough();
        const end = () => {
          watcher?.leave();
          release();
          open.delete(stream);
        };
        try {
          await streams.listen();
          watcher = streams.join(kujiId, locale, (text) => {
            // A client that reads nothing while boards pile up is cut off; it reconnects and starts afresh.
            if (stream.writableLength > streams.maxBufferedBytes) stream.destroy();
            else stream.write(text);
          });
          const board = await readBoard(ctx.db, kujiId, locale);
          if (!board) fail('KUJI_NOT_FOUND');
          stream.write(retryHint(RETRY_MS));
          watcher.start(boardEvent(board));
        } catch (err) {
          end();
          throw err;
        }
        open.add(stream);
        stream.once('close', end);
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            // The schema describes each event's data; the body itself is the stream of them.
            .send(stream as never)
        );
      },
    );
  };
}
