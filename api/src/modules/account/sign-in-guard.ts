import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { fail } from '../../platform/errors';

// Wrong passwords slow down the source that types them, for the account it types them for; they never lock the
// account for everyone, so an attacker cannot keep the owner out. Counters are rows of `rate_limits` (key, count,
// resets_at): a row's resets_at is its last try plus FORGET_AFTER_MS, so the last try is known without a column.

/** A source's tries on an account, and an account's failures, are forgotten this long after the last one. */
const FORGET_AFTER_MS = 15 * 60 * 1000;
/** Tries a source has on an account before each next one waits 1 s, 2 s, 4 s… */
export const FREE_TRIES = 5;
/** Failures on one account (from every source) past which a source gets one free try: many addresses, one target. */
const UNDER_ATTACK = 20;
/** The longest wait between two tries: a slow-down, never a lock. */
const MAX_WAIT_S = 300;

const tryKey = (email: string, source: string) => `login-tries:${email}|${source}`;
const failureKey = (email: string) => `login-failures:${email}`;

const forgetAfter = sql`${FORGET_AFTER_MS}::float8 * interval '1 millisecond'`;
const ended = sql`${rateLimits.resetsAt} <= now()`;
const freeTries = (email: string) =>
  sql`(case when coalesce((select f.count from rate_limits f where f.key = ${failureKey(email)} and f.resets_at > now()), 0) >= ${UNDER_ATTACK} then 1 else ${FREE_TRIES} end)`;
/** When the source's next try is allowed: its last try plus the wait its count of tries has earned. */
const nextTryAt = (email: string) =>
  sql`${rateLimits.resetsAt} - ${forgetAfter} + (case when ${rateLimits.count} < ${freeTries(email)} then 0 else least(power(2, ${rateLimits.count} - ${freeTries(email)}), ${MAX_WAIT_S}) end) * interval '1 second'`;

/**
 * Counts one try of `source` on `email`, or refuses it (42903, Retry-After) while the source must wait. One
 * statement: parallel tries from one source queue on its row, so a burst cannot pass the wait together. A try
 * counts before the password is checked; a right password takes it back (clearTries).
 */
export async function takeTry(db: Db, email: string, source: string): Promise<void> {
  const key = tryKey(email, source);
  const taken = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetsAt: sql`now() + ${forgetAfter}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`, resetsAt: sql`now() + ${forgetAfter}` },
      setWhere: sql`${ended} or ${nextTryAt(email)} <= now()`,
    })
    .returning({ count: rateLimits.count });
  if (taken.length === 1) return;
  const [row] = await db
    .select({ waitMs: sql<number>`ceil(extract(epoch from ${nextTryAt(email)} - now()) * 1000)`.mapWith(Number) })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  fail('LOGIN_SLOWED', { 'retry-after': String(Math.max(1, Math.ceil((row?.waitMs ?? 1000) / 1000))) });
}

/** A wrong password (or no such member): one more failure on the account, from whichever source. */
export async function countFailure(db: Db, email: string): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: failureKey(email), count: 1, resetsAt: sql`now() + ${forgetAfter}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`, resetsAt: sql`now() + ${forgetAfter}` },
    });
}

/** The right password: this source starts afresh on the account; other sources keep what they earned. */
export async function clearTries(db: Db, email: string, source: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${tryKey(email, source)}`);
}
