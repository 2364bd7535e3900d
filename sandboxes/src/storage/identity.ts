import type { FastifyRequest } from 'fastify';
import { ApiError, type Db, fail, operatorSession, rolePermissions, type Tokens } from '@shop/api/stand-in-kit';

/** Who writes: a member (their avatar) or an operator of the console with the catalogue permission (its pictures). */
export type Caller = { kind: 'member'; id: number } | { kind: 'operator'; id: number };

/** An operator's session token: 32 random bytes in base64url (modules/operator/sessions.ts); a member's is a JWT. */
const operatorToken = /^[A-Za-z0-9_-]{43}$/;

/**
 * The caller behind a Storage request. The browser's SDK, pointed at this endpoint with a session token as its
 * `mockUserToken`, sends `Authorization: Firebase <token>`. A member's token is checked exactly as a bearer token
 * on the v1 API (signature, expiry, revoked by logout or a password change, member still active); an operator's
 * as on /api/admin/v1 (a live session of an enabled account whose role has the catalogue permission).
 * 401 (storage/unauthenticated) without one, or for a token neither accepts.
 */
export async function requireCaller(tokens: Tokens, db: Db, req: FastifyRequest): Promise<Caller> {
  const match = /^Firebase (\S+)$/.exec(req.headers.authorization ?? '');
  if (!match) fail('STORAGE_UNAUTHENTICATED');
  if (operatorToken.test(match[1]!)) {
    const operator = await operatorSession(db, `Bearer ${match[1]}`);
    if (!operator || !rolePermissions[operator.role].includes('catalogue')) fail('STORAGE_UNAUTHENTICATED');
    return { kind: 'operator', id: operator.id };
  }
  try {
    return { kind: 'member', id: (await tokens.verify(`Bearer ${match[1]}`)).id };
  } catch (err) {
    if (err instanceof ApiError) fail('STORAGE_UNAUTHENTICATED');
    throw err;
  }
}

/** The owner columns of a row the caller writes (exactly one is set: migration 0032). */
export const ownerColumns = (c: Caller) =>
  c.kind === 'member' ? { ownerId: c.id, operatorId: null } : { ownerId: null, operatorId: c.id };

/** The caller who owns a stored row. */
export const ownerOf = (row: { ownerId: number | null; operatorId: number | null }): Caller =>
  row.ownerId !== null ? { kind: 'member', id: row.ownerId } : { kind: 'operator', id: row.operatorId! };

export const sameCaller = (a: Caller, b: Caller) => a.kind === b.kind && a.id === b.id;
