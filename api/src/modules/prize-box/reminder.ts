import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizeBoxReminders } from '../../db/schema';
import { repeatEvery, type ErrorLog } from '../../platform/every';
import { membersWithPrizesWonBefore } from '../kuji-order/service';
import { notify } from '../notification/outbox';
import { boxOf } from './service';

// Prizes left in the box longer than the reminder period get their member one mail per period. A member is claimed
// for a period by one conditional upsert of their reminder row, with the mail's outbox row in the same transaction:
// any number of processes sweeping at once remind a member once.

const BATCH = 200;
const DAY = 86_400_000;

/** Reminds every member with a prize won over `days` ago still in the box and not reminded for `days`; whom it reminded. */
export async function remindOfWaitingPrizes(db: Db, days: number, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - days * DAY);
  const reminded: number[] = [];
  for (let after = 0; ;) {
    const candidates = await membersWithPrizesWonBefore(db, cutoff, BATCH, after);
    for (const userId of candidates) {
      const box = await boxOf(db, userId, 'tw');
      if (!box.some((p) => p.wonAt <= cutoff)) continue;
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(prizeBoxReminders)
          .values({ userId, remindedAt: now })
          .onConflictDoUpdate({
            target: prizeBoxReminders.userId,
            set: { remindedAt: now },
            setWhere: sql`${prizeBoxReminders.remindedAt} <= ${cutoff.toISOString()}::timestamptz`,
          })
          .returning({ userId: prizeBoxReminders.userId });
        if (rows.length > 0) await notify(tx, 'prize_box.reminder', [{ userId }]);
        return rows.length > 0;
      });
      if (claimed) reminded.push(userId);
    }
    if (candidates.length < BATCH) break;
    after = candidates[candidates.length - 1]!;
  }
  return reminded;
}

export function startPrizeBoxReminders(
  db: Db,
  settings: { reminderDays: number; reminderSweepSeconds: number },
  log: ErrorLog,
): () => Promise<void> {
  return repeatEvery(
    settings.reminderSweepSeconds * 1000,
    () => remindOfWaitingPrizes(db, settings.reminderDays),
    log,
    'prize box reminder sweep',
  );
}
