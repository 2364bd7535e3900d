import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { OperatorRole, SignedInOperator } from './access';
import { recordAudit } from './audit';
import { endSessions } from './sessions';

/** What an operator account shows: never its password hash. */
const publicColumns = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  role: operators.role,
  refund_limit: operators.refundLimit,
  disabled_at: operators.disabledAt,
  created_at: operators.createdAt,
};

type AccountRow = { disabled_at: Date | null; created_at: Date } & Record<string, unknown>;
const view = <R extends AccountRow>(r: R) => ({
  ...r,
  disabled_at: r.disabled_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  /** Staff's refund limit in NT$; an owner has none, a merchandiser refunds nothing. */
  refund_limit?: number | null;
  password: string;
}

/** A password for a new account, shown once to whoever made it: 20 characters of base64url, 120 bits. */
export const newPassword = () => randomBytes(15).toString('base64url');

const refundLimitOf = (role: OperatorRole, given: number | null | undefined) =>
  role === 'owner' ? null : role === 'merchandiser' ? 0 : (given ?? 0);

/** Creates an account (40991 when the e-mail has one); `by` is recorded in the audit log, none for the first owner. */
export async function createOperator(db: Db, input: NewOperator, by?: SignedInOperator) {
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        refundLimit: refundLimitOf(input.role, input.refund_limit),
        passwordHash,
      })
      .onConflictDoNothing({ target: operators.email })
      .returning(publicColumns);
    if (!row) fail('OPERATOR_EMAIL_IN_USE');
    const account = view(row);
    if (by) await recordAudit(tx, by, { action: 'operator.create', target: 'operator', targetId: row.id, after: account });
    return account;
  });
}

export async function listOperators(db: Db) {
  const rows = await db.select(publicColumns).from(operators).orderBy(asc(operators.id));
  return rows.map(view);
}

/**
 * Disables an account and ends its sessions (40441 unknown). The last enabled owner stays (40992): the active owners'
 * rows are locked first, so two owners disabling each other at once cannot leave the shop with none.
 */
export async function disableOperator(db: Db, id: number, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'owner'), isNull(operators.disabledAt)))
      .for('update');
    const [before] = await tx.select(publicColumns).from(operators).where(eq(operators.id, id)).for('update');
    if (!before) fail('ADMIN_OPERATOR_NOT_FOUND');
    if (before.disabled_at) return view(before);
    if (before.role === 'owner' && owners.length <= 1) fail('OPERATOR_LAST_OWNER');
    const [after] = await tx
      .update(operators)
      .set({ disabledAt: sql`now()` })
      .where(eq(operators.id, id))
      .returning(publicColumns);
    await endSessions(tx, id);
    await recordAudit(tx, by, {
      action: 'operator.disable',
      target: 'operator',
      targetId: id,
      before: view(before),
      after: view(after!),
    });
    return view(after!);
  });
}

/** The operator's own new password (40140 when the current one is wrong); every other session of theirs ends. */
export async function changeOwnPassword(db: Db, me: SignedInOperator, current: string, next: string): Promise<void> {
  const [row] = await db.select({ hash: operators.passwordHash }).from(operators).where(eq(operators.id, me.id));
  if (!row || !(await verify(row.hash, current))) fail('OPERATOR_SIGN_IN_FAILED');
  const passwordHash = await hash(next);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, me.id));
    await endSessions(tx, me.id, me.session);
    await recordAudit(tx, me, { action: 'operator.password', target: 'operator', targetId: me.id });
  });
}

/** A new password for the account of `email` (the server's command, for a forgotten one); its sessions end. */
export async function resetPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ passwordHash })
      .where(eq(operators.email, email))
      .returning({ id: operators.id });
    if (row) await endSessions(tx, row.id);
    return row !== undefined;
  });
}
