import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { OperatorError } from '../../platform/operator-command';

// The operator's outbox commands (`npm run outbox -w api -- …`; platform/operator-command.ts): how many notices
// wait, which ones died (every try failed) and why, and sending the dead ones again once the cause is mended.

export const outboxUsage = [
  'npm run outbox -w api -- stats               (notices by state, and the oldest one waiting)',
  'npm run outbox -w api -- dead [N]            (the latest N dead notices, 20 by default, with their last error)',
  'npm run outbox -w api -- retry <id>|all-dead (due again at once, with a fresh count of tries)',
];

const subjectOf = (r: {
  orderId: number | null;
  kujiOrderId: number | null;
  userId: number | null;
  arrivalNoticeId: number | null;
}) =>
  r.orderId !== null
    ? `order ${r.orderId}`
    : r.kujiOrderId !== null
      ? `kuji order ${r.kujiOrderId}`
      : r.arrivalNoticeId !== null
        ? `back-in-stock request ${r.arrivalNoticeId}`
        : `member ${r.userId}`;

export async function runOutboxCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, arg] = argv;
  if (command === 'stats') {
    const rows = await db
      .select({ state: outbox.state, n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outbox.createdAt})::text` })
      .from(outbox)
      .groupBy(outbox.state)
      .orderBy(outbox.state);
    if (rows.length === 0) return ['no notices yet'];
    return rows.map(
      (r) => `${r.state.padEnd(8)} ${String(r.n).padStart(7)}${r.state === 'pending' ? `  oldest ${r.oldest}` : ''}`,
    );
  }
  if (command === 'dead') {
    const limit = arg === undefined ? 20 : Number(arg);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OperatorError(`not a count: ${arg}`);
    const rows = await db.select().from(outbox).where(eq(outbox.state, 'dead')).orderBy(desc(outbox.id)).limit(limit);
    if (rows.length === 0) return ['no dead notices'];
    return rows.map(
      (r) => `#${r.id} ${r.event} (${subjectOf(r)}) after ${r.attempts} tries, ${r.createdAt.toISOString()}: ${r.lastError}`,
    );
  }
  if (command === 'retry') {
    const which =
      arg === 'all-dead' ? eq(outbox.state, 'dead') : and(inArray(outbox.state, ['dead', 'pending']), eq(outbox.id, idOf(arg)));
    const again = await db
      .update(outbox)
      .set({ state: 'pending', attempts: 0, dueAt: sql`now()`, lastError: null })
      .where(which)
      .returning({ id: outbox.id });
    await db.execute(sql`select pg_notify('outbox', '')`);
    return [`${again.length} notice(s) due again`];
  }
  throw new OperatorError(`usage:\n${outboxUsage.join('\n')}`);
}

function idOf(arg: string | undefined): number {
  const id = Number(arg);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new OperatorError(`not a notice id: ${arg ?? '(missing)'}`);
  return id;
}
