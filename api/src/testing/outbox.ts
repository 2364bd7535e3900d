import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails, outbox } from '../db/schema';

// Mail now leaves through the outbox: a change commits its notice, and the worker of the API under test mails it a
// moment later. Tests wait for it as a shopper waits for their inbox, with a bound.

/** Waits until `check` answers something other than undefined (at most `timeoutMs`), and returns it. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The dev mailbox's mails to `to`, oldest first, once there are at least `n`. */
export function mailsTo(db: Db, to: string, n = 1) {
  return eventually(async () => {
    const found = await db.select().from(mails).where(eq(mails.to, to)).orderBy(asc(mails.id));
    return found.length >= n ? found : undefined;
  }, `${n} mail(s) to ${to}`);
}

/** Waits until no notice is pending (every one sent or dead), at most `timeoutMs`. */
export function outboxSettled(db: Db, timeoutMs = 30_000) {
  return eventually(
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.state, 'pending'));
      return row!.n === 0 ? true : undefined;
    },
    'the outbox to settle',
    timeoutMs,
  );
}
