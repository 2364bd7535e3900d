import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { SignedInOperator } from './access';

/** A working day: long enough for a shift, short enough that a forgotten tablet signs out. */
export const OPERATOR_SESSION_TTL_S = 12 * 3600;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

let standIn: Promise<string> | undefined;
/** Checked when no account matches, so an unknown address takes as long as a wrong password. */
const standInHash = () => (standIn ??= hash(randomBytes(16).toString('hex')));

export interface OperatorSignIn {
  token: string;
  expiresAt: Date;
  operator: Omit<SignedInOperator, 'session'>;
}

/** A new session for the account's e-mail and password; 40140 for a wrong pair or a disabled account. */
export async function signIn(db: Db, email: string, password: string, ip: string): Promise<OperatorSignIn> {
  const [account] = await db.select().from(operators).where(eq(operators.email, email));
  const matches = await verify(account?.passwordHash ?? (await standInHash()), password);
  if (!account || !matches || account.disabledAt) fail('OPERATOR_SIGN_IN_FAILED');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OPERATOR_SESSION_TTL_S * 1000);
  await db.insert(operatorSessions).values({ tokenHash: tokenHash(token), operatorId: account.id, ip, expiresAt });
  // Sessions that ended or expired are of no use to anyone: forget them as new ones begin.
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, sql`now() - interval '1 day'`));
  const { id, name, role, refundLimit } = account;
  return { token, expiresAt, operator: { id, email, name, role, refundLimit } };
}

/** The operator behind `Authorization: Bearer <token>` while the session lives and the account is enabled. */
export async function operatorSession(db: Db, header: string | undefined): Promise<SignedInOperator | undefined> {
  const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '')?.[1];
  if (!token) return undefined;
  const session = tokenHash(token);
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      refundLimit: operators.refundLimit,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, session),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        isNull(operators.disabledAt),
      ),
    );
  return row && { ...row, session };
}

export async function signOut(db: Db, operator: SignedInOperator): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`now()` })
    .where(eq(operatorSessions.tokenHash, operator.session));
}

/** Ends every live session of an account (disabled, or its password changed), but `except` (the one changing it). */
export async function endSessions(db: Db, operatorId: number, except?: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        except ? ne(operatorSessions.tokenHash, except) : undefined,
      ),
    );
}
