import http from 'node:http';
import { startTestApi, type TestApi } from '../testing/harness';
import { request } from '../testing/http';

// A crowd on keep-alive connections while the server's event loop stalls (PGlite runs in the server's thread;
// on a busy machine a statement can hold it for seconds): connections the clients reuse as they were told they
// may must be answered, never reset (ECONNRESET), however long the stall.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // The time the server advertises (Keep-Alive: timeout=3), short so the test need not idle for a minute.
  t.app.server.keepAliveTimeout = 3000;
});
afterAll(() => t.close());

/** Holds the thread the way a long synchronous statement does. */
const stall = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

test('a stall spanning the keep-alive deadline resets no connection a client reuses in time', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const crowd = () =>
    Promise.all(
      Array.from({ length: 200 }, () =>
        request(t.base, { url: '/api/client-config', agent }).then(
          (res) => String(res.statusCode),
          (err: NodeJS.ErrnoException) => err.code ?? err.message,
        ),
      ),
    );
  try {
    const outcomes: string[] = [];
    for (let round = 0; round < 2; round++) {
      expect(new Set(await crowd())).toEqual(new Set(['200']));
      expect((await request(t.base, { url: '/api/client-config', agent })).headers['keep-alive']).toBe('timeout=3');
      // Idle within the advertised time, then a stall from an I/O callback that ends past the server's deadline:
      // the crowd goes out on the connections the clients still hold, before the server reads anything.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await new Promise((resolve) => setImmediate(resolve));
      stall(3500);
      outcomes.push(...(await crowd()));
    }
    expect(outcomes.filter((o) => o !== '200')).toEqual([]);
  } finally {
    agent.destroy();
  }
});
