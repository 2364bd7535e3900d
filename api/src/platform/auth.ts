import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { revokedTokens, settings, users } from '../db/schema';
import { fail } from './errors';

export interface AuthUser {
  id: number;
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** A secret from the environment, else one generated once and kept in the database so tokens survive restarts. */
export async function loadJwtSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

export class Tokens {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(userId: number): Promise<{ jwt: string; expires_at: number }> {
    const exp = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    // `iat` has whole seconds; `iat_ms` orders tokens against a password change in the same second.
    const jwt = await new SignJWT({ iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.secret);
    return { jwt, expires_at: exp };
  }

  /** The member behind a bearer token; 40301 when missing, malformed, expired, revoked or of a deleted member. */
  async verify(header: string | undefined): Promise<AuthUser> {
    const match = /^Bearer ([A-Za-z0-9._-]{10,2000})$/.exec(header ?? '');
    if (!match) fail('TOKEN_INVALID');
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1]!, this.secret, { algorithms: ['HS256'] }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) fail('TOKEN_INVALID');
      throw err;
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647 || !payload.jti || !payload.exp) fail('TOKEN_INVALID');
    // One round trip: the member and whether this token was revoked.
    const [user] = await this.db
      .select({
        id: users.id,
        status: users.accountStatus,
        notBefore: users.tokensNotBefore,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${payload.jti})`,
      })
      .from(users)
      .where(eq(users.id, id));
    if (user?.revoked) fail('TOKEN_INVALID');
    if (!user || user.status !== 'active') fail('TOKEN_INVALID');
    const issuedMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    if (user.notBefore && issuedMs < user.notBefore.getTime()) fail('TOKEN_INVALID');
    return { id, jti: payload.jti, exp: payload.exp };
  }

  /** A key for another kind of signed link (e.g. a guest's order link), derived so it can never sign a session. */
  derivedKey(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`purpose:${purpose}`).digest();
  }

  async revoke(user: AuthUser): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: user.jti, expiresAt: new Date(user.exp * 1000) })
      .onConflictDoNothing();
    // Expired tokens fail verification anyway; forget their revocations.
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }
}

/** Marks an auth hook with what it demands, so the OpenAPI document is derived from the hook a route really runs. */
const access = Symbol('access');
type Access = 'member' | 'member-or-visitor' | 'operator';
type AuthHook = ((req: FastifyRequest) => Promise<void>) & { [access]: Access };

/** An onRequest hook marked with the access it demands (see securityOf). */
export function markAccess(demand: Access, hook: (req: FastifyRequest) => Promise<void>): AuthHook {
  return Object.assign(hook, { [access]: demand });
}

/** onRequest hook for routes that need a member. */
export function requireUser(tokens: Tokens): AuthHook {
  return markAccess('member', async (req) => {
    req.user = await tokens.verify(req.headers.authorization);
  });
}

/** The member when a valid token is present, else null (for routes open to visitors). */
export function optionalUser(tokens: Tokens): AuthHook {
  return markAccess('member-or-visitor', async (req) => {
    req.user = req.headers.authorization ? await tokens.verify(req.headers.authorization) : null;
  });
}

/**
 * The OpenAPI `security` of a route with these onRequest hooks: the bearer scheme when a member is needed,
 * "bearer or nothing" when a token is optional, the operator's session for the console's routes, none (`[]`) for
 * public routes.
 */
export function securityOf(onRequest: unknown): Record<string, string[]>[] {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  const demands = new Set(hooks.map((h) => (typeof h === 'function' ? (h as Partial<AuthHook>)[access] : undefined)));
  if (demands.has('operator')) return [{ operator: [] }];
  if (demands.has('member')) return [{ bearer: [] }];
  if (demands.has('member-or-visitor')) return [{}, { bearer: [] }];
  return [];
}

export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) fail('TOKEN_INVALID');
  return req.user;
}
