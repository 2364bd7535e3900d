import type { Server } from 'node:http';

/** How long beyond the keep-alive time it advertises a server keeps an idle connection open. */
export const KEEP_ALIVE_GRACE_MS = 30_000;

/**
 * A server closing an idle keep-alive connection races the client reusing it: a request already sent when the
 * server closes is reset (ECONNRESET), not answered. Node's clients stop reusing a connection a second before the
 * time the server advertises (`Keep-Alive: timeout=…`), and the server closes it one second after (Node's
 * keepAliveTimeoutBuffer); but PGlite runs in the server's own thread, and a stalled event loop (a long statement
 * on a busy machine) outlasts those two seconds. Kept open this much longer, a connection a client reuses within
 * what it was told is always read and answered.
 */
export function outlastAdvertisedKeepAlive(server: Server) {
  const withBuffer = server as Server & { keepAliveTimeoutBuffer?: number };
  withBuffer.keepAliveTimeoutBuffer = Math.max(withBuffer.keepAliveTimeoutBuffer ?? 0, KEEP_ALIVE_GRACE_MS);
}
