import { asc } from 'drizzle-orm';
import type { OperatorRole } from '@shop/shared/contract';
import { auditLog } from '../db/schema';
import { createOperator, newPassword } from '../modules/operator/accounts';
import type { TestApi } from './harness';

// Operators for the console's tests: an account of a role made in the database, signed in over HTTP as the
// console signs in.

let made = 0;

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  /** `Bearer <session token>`. */
  auth: string;
}

export async function testOperator(
  t: TestApi,
  role: OperatorRole,
  opts: { refundLimit?: number | null; email?: string } = {},
): Promise<TestOperator> {
  const email = opts.email ?? `${role}-${process.pid}-${++made}@ops.test`;
  const password = newPassword();
  const account = await createOperator(t.ctx.db, {
    email,
    name: `${role} ${made}`,
    role,
    refund_limit: opts.refundLimit,
    password,
  });
  const res = await t.inject({ method: 'POST', url: '/api/admin/v1/session', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.body}`);
  return { id: account.id, email, password, auth: `Bearer ${res.json().data.token}` };
}

/** `Bearer <token>` of a fresh operator of `role`. */
export async function operatorToken(
  t: TestApi,
  role: OperatorRole,
  opts: { refundLimit?: number | null; email?: string } = {},
): Promise<string> {
  return (await testOperator(t, role, opts)).auth;
}

/** The audit log, oldest first. */
export async function auditRows(t: TestApi) {
  return t.ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
}
