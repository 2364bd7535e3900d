import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

// Who holds an unpaid order, for the holding caps (order/holding-caps.ts, kuji-order/holding-caps.ts). The
// client address and the guest's e-mail are the strong keys; the device id is whatever the browser sends
// (x-shop-device, kept in its localStorage by the shop's transport), so it only helps against a careless bot.

export interface Holder {
  userId: number | null;
  /** A guest's e-mail, normalised (guestEmailKey). */
  emailKey: string | null;
  ip: string | null;
  /** `d:<x-shop-device>`, else for a member `s:<session id>`. */
  deviceKey: string | null;
}

export const DEVICE_HEADER = 'x-shop-device';
const deviceId = /^[A-Za-z0-9_-]{16,64}$/;

/** One mailbox however it is spelled: case, spaces and a `+tag` in the local part do not make another one. */
export function guestEmailKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/** The holder of an order this request places (`guestEmail` for a visitor's). */
export function holderOf(req: FastifyRequest, guestEmail?: string | null): Holder {
  const header = req.headers[DEVICE_HEADER];
  const device = typeof header === 'string' && deviceId.test(header) ? `d:${header}` : null;
  const userId = req.user?.id ?? null;
  return {
    userId,
    emailKey: userId === null && guestEmail ? guestEmailKey(guestEmail) : null,
    ip: req.ip || null,
    deviceKey: device ?? (req.user ? `s:${req.user.jti}` : null),
  };
}

/** The holder's keys, named for the lock (`what` keeps kuji and shop orders apart). */
export function holderKeys(what: string, h: Holder): string[] {
  return [
    h.userId !== null ? `${what}:u:${h.userId}` : null,
    h.emailKey ? `${what}:e:${h.emailKey}` : null,
    h.ip ? `${what}:ip:${h.ip}` : null,
    h.deviceKey ? `${what}:${h.deviceKey}` : null,
  ].filter((k): k is string => k !== null);
}

/** The holder lock's ids, ascending: every transaction takes them in this one order (no two wait on each other). */
function lockIds(keys: string[]): bigint[] {
  return [...new Set(keys.map((k) => createHash('sha256').update(k).digest().readBigInt64BE(0)))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

/**
 * An expression that takes a transaction-scoped advisory lock on each key, in one order: from there to the commit
 * no other order of this holder is counted or written, so a burst cannot pass a cap. unnest yields the ascending
 * ids in array order, and each lock is taken as its row is. For a statement that takes them after its own work
 * (an order's INSERT, once it has claimed its idempotency key); what reads the holder's orders comes after it.
 */
export function holderLock(keys: string[]): SQL {
  const ids = lockIds(keys);
  return sql`(select count(pg_advisory_xact_lock(id)) from unnest(${`{${ids.join(',')}}`}::bigint[]) as id)`;
}

/** Takes the holder's locks (holderLock) in a statement of their own. */
export async function lockHolder(tx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`select ${holderLock(keys)}`);
}
