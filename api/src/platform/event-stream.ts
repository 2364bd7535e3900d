import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from './errors';

// Server-Sent Events as the API serves them (the kuji board, a drop's place): the stream's framing, and the
// streams a server holds open, ended when it stops so that it does not wait for them.

/** deploy/src/server/graceful-shutdown.ts's END_STREAMS_EVENT (deploy mounts the API; the API does not import it). */
const endStreamsEvent = 'shop:end-streams';

/** A browser that lost a stream asks again after this long (EventSource's `retry`). */
export const RETRY_MS = 3_000;

/** What a stream starts with: how long a browser waits before it reconnects after a drop (ms). */
export const retryHint = (ms: number) => `retry: ${ms}\n\n`;

/** A comment line: it keeps proxies and load balancers from closing a stream that is quiet. */
export const heartbeat = ': keep-alive\n\n';

/** One event, as the browser's EventSource reads it. */
export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Not compressed: a compressor holds small writes back until it has a block, and each event must leave at once
 * (a spread, not a literal, since `compress` is known only where the shop server registers @fastify/compress).
 */
export const uncompressed = { compress: false as const };

/**
 * The open streams of one plugin: a new one is refused with 503 once the server is stopping, and all are ended
 * when it stops (deploy's END_STREAMS_EVENT before it waits for requests in flight, else Fastify's preClose),
 * before `onClose` runs.
 */
export function openStreams(app: FastifyInstance, onClose: () => Promise<void>) {
  const open = new Set<PassThrough>();
  let closing = false;
  const endAll = () => {
    closing = true;
    for (const s of open) s.end();
  };
  app.server.on(endStreamsEvent, endAll);
  app.addHook('preClose', async () => {
    app.server.off(endStreamsEvent, endAll);
    endAll();
    await onClose();
  });
  return {
    /** A new stream, or 503: a stopping server takes none (the browser asks again and reaches another replica). */
    create(): PassThrough {
      if (closing) fail('SERVICE_UNAVAILABLE', { 'retry-after': '1' });
      return new PassThrough();
    },
    /** Answers with the stream; `end` runs once when it closes, whichever side closes it. */
    send(reply: FastifyReply, stream: PassThrough, end: () => void) {
      open.add(stream);
      stream.once('close', () => {
        open.delete(stream);
        end();
      });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The schema describes each event's data; the body itself is the stream of them.
          .send(stream as never)
      );
    },
  };
}
