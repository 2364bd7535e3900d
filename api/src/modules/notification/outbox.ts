import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { NoticeEvent } from './notices';

// A change writes its notices in its own transaction (one statement); the worker hears of them on `outboxChannel`
// once that transaction commits (NOTIFY is delivered at commit), and finds them anyway on its next round.

export const outboxChannel = 'outbox';

/** What a notice is about: an order, a kuji order, a member or a back-in-stock request (its row gives the recipient and language). */
export type NoticeSubject = { orderId: number } | { kujiOrderId: number } | { userId: number } | { arrivalNoticeId: number };
type SubjectKey = 'orderId' | 'kujiOrderId' | 'userId' | 'arrivalNoticeId';

/** Writes one `event` notice for each of `subjects` inside the caller's transaction; `facts` what the rows do not keep. */
export async function notify(
  tx: Db,
  event: NoticeEvent,
  subjects: NoticeSubject[],
  facts: Record<string, unknown> = {},
): Promise<void> {
  if (subjects.length === 0) return;
  const ids = (key: SubjectKey) =>
    sql`${`{${subjects.map((s) => (s as Partial<Record<SubjectKey, number>>)[key] ?? 'NULL').join(',')}}`}::int[]`;
  await tx.execute(
    sql`with added as (
        insert into ${outbox} (event, order_id, kuji_order_id, user_id, arrival_notice_id, facts)
        select ${event}, o, k, u, a, ${JSON.stringify(facts)}::jsonb
        from unnest(${ids('orderId')}, ${ids('kujiOrderId')}, ${ids('userId')}, ${ids('arrivalNoticeId')}) as t(o, k, u, a)
        returning 1)
      select pg_notify(${outboxChannel}, '') from added limit 1`,
  );
}

/** Which of `orderIds` have an `event` notice (sent or still to be sent). */
export async function ordersNotified(db: Db, event: NoticeEvent, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: outbox.orderId })
    .from(outbox)
    .where(and(inArray(outbox.orderId, orderIds), eq(outbox.event, event)));
  return rows.map((r) => r.id!);
}
