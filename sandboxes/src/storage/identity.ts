import type { FastifyRequest } from 'fastify';
import { ApiError, fail, type Tokens } from '@shop/api/stand-in-kit';

/**
 * The member behind a Storage request. The browser's SDK, pointed at this endpoint with the shop's session token
 * as its `mockUserToken`, sends `Authorization: Firebase <token>`; the token is checked exactly as a bearer token
 * on the v1 API (signature, expiry, revoked by logout or a password change, member still active).
 * 401 (storage/unauthenticated) without one, or for a token the API does not accept.
 */
export async function requireCaller(tokens: Tokens, req: FastifyRequest): Promise<number> {
  const match = /^Firebase (\S+)$/.exec(req.headers.authorization ?? '');
  if (!match) fail('STORAGE_UNAUTHENTICATED');
  try {
    return (await tokens.verify(`Bearer ${match[1]}`)).id;
  } catch (err) {
    if (err instanceof ApiError) fail('STORAGE_UNAUTHENTICATED');
    throw err;
  }
}
