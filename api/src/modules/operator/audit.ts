import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import type { SignedInOperator } from './access';

// Every write of the console is recorded with who, what, before and after. Pass the write's transaction, so the
// record commits with the change or not at all. Rows are never changed: the table refuses it (migration 0030).

export interface AuditEntry {
  /** `<target>.<verb>`, e.g. `order.ship`. */
  action: string;
  target: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, operator: Pick<SignedInOperator, 'id'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: operator.id,
    action: entry.action,
    target: entry.target,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditQuery {
  page: number;
  page_size: number;
  operator_id?: number;
  target?: string;
  target_id?: string;
}

/** The log, newest first, with each row's operator by name and e-mail. */
export async function readAudit(db: Db, q: AuditQuery) {
  const filters: SQL[] = [];
  if (q.operator_id) filters.push(eq(auditLog.operatorId, q.operator_id));
  if (q.target) filters.push(eq(auditLog.target, q.target));
  if (q.target_id) filters.push(eq(auditLog.targetId, q.target_id));
  const where = and(...filters);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      operator_id: auditLog.operatorId,
      operator_name: operators.name,
      operator_email: operators.email,
      action: auditLog.action,
      target: auditLog.target,
      target_id: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      total: totalRows(),
    })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.page_size)
    .offset(pageOffset(q.page, q.page_size));
  return {
    data: rows.map(({ total: _total, ...r }) => ({ ...r, at: r.at.toISOString() })),
    page: q.page,
    page_size: q.page_size,
    total: await pageTotal(db, q.page, rows, auditLog, where),
  };
}
