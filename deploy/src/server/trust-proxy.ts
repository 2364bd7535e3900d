/**
 * Whose `X-Forwarded-*` headers the shop believes: TRUST_PROXY, off unless set. Behind a TLS-terminating
 * proxy or ingress it must name that proxy, or the server cannot tell an HTTPS visit (HSTS) from a plain one
 * and the API sees the proxy's address as every client's (rate limits). Trusting everyone on a server that is
 * reachable directly would let any client claim HTTPS or another address.
 *
 *   unset, "", "false"        trust nobody (the default)
 *   "10.0.0.0/8,127.0.0.1"    trust these addresses / subnets (proxy-addr names too: loopback, linklocal, uniquelocal)
 *   "true"                    trust every peer (only when nothing but the proxy can reach the server)
 *
 * A hop count is refused: Fastify cannot check the immediate peer with it and ignores the headers altogether.
 */
import type { FastifyServerOptions } from 'fastify';
import { UserError } from '../errors.js';

export function trustProxyFrom(value: string | undefined): NonNullable<FastifyServerOptions['trustProxy']> {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    throw new UserError(`TRUST_PROXY=${setting}: name the proxy's addresses (e.g. 10.0.0.0/8) instead of a hop count`);
  }
  return setting;
}
