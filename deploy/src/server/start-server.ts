/**
 * Starting the shop server on a port: what `npm start` and the e2e runner call.
 * Port 0 picks a free port (the e2e runner reads it back from `url`).
 */
import type { FastifyInstance } from 'fastify';
import { UserError } from '../errors.js';
import { createShopServer, mountedApi, type ShopServerOptions } from './create-server.js';

export interface StartShopServerOptions extends ShopServerOptions {
  /** default: PORT env or 8080 */
  port?: number;
  /** default: HOST env or 127.0.0.1 */
  host?: string;
}

export interface StartedShopServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  /** The API's describe() lines, empty without an API. */
  apiDescription: string[];
  /** Stops listening and closes the API. */
  close(): Promise<void>;
}

export async function startShopServer(options: StartShopServerOptions): Promise<StartedShopServer> {
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${String(port)}`);
  const app = await createShopServer(options);
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new UserError(`port ${port} on ${host} is already in use (another shop or dev server?); set PORT to use another`);
    }
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? 'localhost' : host;
  return {
    app,
    url: `http://${urlHost}:${actualPort}`,
    apiDescription: mountedApi(app)?.describe() ?? [],
    close: () => app.close(),
  };
}
