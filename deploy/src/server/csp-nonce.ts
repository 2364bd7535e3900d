/**
 * The Content-Security-Policy nonce of one response: 128 random bits, made the first time anything asks for it
 * (the document's render, which puts it on the inline scripts it writes, then the policy that allows it), so a
 * request that renders no document costs nothing. A script injected into a page cannot know it in advance.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const nonces = new WeakMap<FastifyRequest, string>();

/** This request's nonce, the same for every caller during the request, fresh for every request. */
export function cspNonceOf(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}
