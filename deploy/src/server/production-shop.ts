/**
 * The production shop, as `npm run serve` (the Docker image, the Kubernetes pods) starts it: production whatever
 * NODE_ENV said, because development conveniences (the dev mailbox, /dev/orders, the payment sandbox, unsigned pin
 * links) would hand shoppers' accounts and orders to anyone. Development is `npm start` and `npm run dev`.
 * The API comes first: it refuses weak secrets (one line naming the variable) before anything is published or
 * served, then the builds shipped with the image are published and the server listens.
 */
import type { FastifyServerOptions } from 'fastify';
import { publishAllRemotes } from '../pipeline.js';
import { loadApi } from './api-mount.js';
import { startShopServer, type StartedShopServer } from './start-server.js';

export interface ProductionShopOptions {
  /** Where the builds are: the repository root (mf-*\/dist). */
  root: string;
  publishDir: string;
  shellDir: string;
  host: string;
  /** default: PORT or 8080 */
  port?: number;
  logger?: FastifyServerOptions['logger'];
  log?: (line: string) => void;
}

export async function startProductionShop(options: ProductionShopOptions): Promise<StartedShopServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  // The one place that decides it for the serve path, in the process environment itself: the API, the pin policy
  // and libraries (React's server renderer) all read it there.
  if (process.env.NODE_ENV && process.env.NODE_ENV !== 'production') {
    log(`NODE_ENV=${process.env.NODE_ENV} ignored: npm run serve is always production (npm start is the development shop)`);
  }
  process.env.NODE_ENV = 'production';
  const api = await loadApi({ log });
  try {
    await publishAllRemotes(options.root, options.publishDir, log);
    const { root: _root, ...server } = options;
    return await startShopServer({ ...server, api: api ?? null, log });
  } catch (error) {
    await api?.close();
    throw error;
  }
}
