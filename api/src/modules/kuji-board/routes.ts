import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KujiBoard, KujiBoardParams, KujiBoardQuery, kujiBoardEvent } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { parseLocale } from '../../platform/locale';
import { RETRY_MS, openStreams, retryHint, uncompressed } from '../../platform/event-stream';
import { boardEvent, readBoard } from './service';
import { BoardStreams } from './streams';

const tags = ['kuji'];

export default function kujiBoardRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const streams = new BoardStreams({ db: ctx.db, listen: ctx.listen, log: app.log, caps: ctx.config.boardStreams });
    const open = openStreams(app, () => streams.close());

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
        const stream = open.create();
        const release = streams.admit(req.ip);
        let watcher: ReturnType<BoardStreams['join']> | undefined;
        const end = () => {
          watcher?.leave();
          release();
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
        return open.send(reply, stream, end);
      },
    );
  };
}
