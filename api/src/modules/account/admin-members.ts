import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containing } from '../../db/like';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { fail } from '../../platform/errors';
import type { SignedInOperator } from '../operator/access';
import { recordAudit } from '../operator/audit';

// Members as the console sees them: found by e-mail, name or phone; disabled (every session ends) or enabled again.

const memberColumns = {
  id: users.id,
  email: users.email,
  account_name: users.accountName,
  phone: sql<string>`${users.phoneCode} || ${users.phoneNumber}`,
  account_status: users.accountStatus,
  locale: users.locale,
  created_at: users.createdAt,
};

type MemberRow = { account_status: string; created_at: Date } & Record<string, unknown>;
const view = <R extends MemberRow>(r: R) => ({
  ...r,
  account_status: r.account_status === 'active' ? ('active' as const) : ('disabled' as const),
  created_at: r.created_at.toISOString(),
});

export async function findMembers(db: Db, q: { q?: string; page?: number; page_size?: number }) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const text = q.q?.trim();
  const where = text
    ? or(
        ilike(users.email, containing(text)),
        ilike(users.accountName, containing(text)),
        ilike(sql`${users.phoneCode} || ${users.phoneNumber}`, containing(text.replace(/[\s+-]/g, ''))),
      )
    : undefined;
  const rows = await db
    .select({ ...memberColumns, total: totalRows() })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, users, where);
  return { data: rows.map(({ total: _total, ...r }) => view(r)), page, page_size: pageSize, total };
}

export async function adminMember(db: Db, id: number) {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  if (!row) fail('ADMIN_MEMBER_NOT_FOUND');
  return view(row);
}

/**
 * Disables (or enables again) a member's account: a disabled member cannot sign in, and the tokens they hold stop
 * working at once (tokens issued before `tokens_not_before` are refused). Recorded in the audit log.
 */
export async function setMemberStatus(db: Db, id: number, status: 'active' | 'disabled', by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(memberColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) fail('ADMIN_MEMBER_NOT_FOUND');
    if (before.account_status === status) return view(before);
    const [after] = await tx
      .update(users)
      .set({ accountStatus: status, ...(status === 'disabled' ? { tokensNotBefore: sql`now()` } : {}) })
      .where(and(eq(users.id, id)))
      .returning(memberColumns);
    await recordAudit(tx, by, {
      action: status === 'disabled' ? 'member.disable' : 'member.enable',
      target: 'member',
      targetId: id,
      before: { account_status: before.account_status },
      after: { account_status: after!.account_status },
    });
    return view(after!);
  });
}
