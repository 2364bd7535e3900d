import net from 'node:net';
import type pg from 'pg';
import { openDatabase, type Database } from './client';

// A PostgreSQL server that restarts drops the pool's idle connections. node-postgres reports that as an
// 'error' event, which ends the process when nobody listens: it must be logged instead. The server here
// speaks just enough of the wire protocol to accept connections and then drop them the way PostgreSQL does
// (an "admin shutdown" FATAL, then close), at the network edge, so the real pool code runs.

/** One server message: a type byte, a length that counts itself, the body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));
const adminShutdown = message(
  'E',
  Buffer.from('SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
);

let server: net.Server;
const sockets = new Set<net.Socket>();
let database: Database;

beforeAll(async () => {
  server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => socket.write(Buffer.concat([authenticationOk, readyForQuery])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  database = await openDatabase({ databaseUrl: `postgres://shop@127.0.0.1:${port}/shop` });
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

test('an idle pooled connection dropped by the server is logged, and the pool connects again', async () => {
  const logged: { details: object; message: string }[] = [];
  database.reportErrorsTo({ error: (details, message) => logged.push({ details, message }) });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  (await pool.connect()).release();
  expect(pool.idleCount).toBe(1);

  for (const socket of sockets) socket.end(adminShutdown);
  for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));

  expect(logged).toEqual([
    {
      message: 'database connection lost',
      details: { err: { message: 'terminating connection due to administrator command', code: '57P01' } },
    },
  ]);
  expect(pool.totalCount).toBe(0);
  const again = await pool.connect();
  again.release();
  expect(pool.idleCount).toBe(1);
});
