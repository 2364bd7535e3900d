import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { markAccess } from '../../platform/auth';
import { fail } from '../../platform/errors';
import type { operatorRoles } from '../../db/schema';
import { operatorSession } from './sessions';

// What each role may do in the console. Owner: everything; staff: orders, shipping and refunds up to their own
// limit, members; merchandiser: the catalogue, kuji campaigns and coupons. Releases (the shop server's release API,
// /ops/api/releases) are the owner's alone.

export type OperatorRole = (typeof operatorRoles)[number];
export type Permission = 'orders' | 'refunds' | 'catalogue' | 'kuji' | 'coupons' | 'members' | 'operators' | 'audit' | 'releases';

export const rolePermissions: Record<OperatorRole, readonly Permission[]> = {
  owner: ['orders', 'refunds', 'catalogue', 'kuji', 'coupons', 'members', 'operators', 'audit', 'releases'],
  staff: ['orders', 'refunds', 'members'],
  merchandiser: ['catalogue', 'kuji', 'coupons'],
};

export interface SignedInOperator {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** NT$ one refund of theirs may give back at most; null: no limit. */
  refundLimit: number | null;
  /** The session's token hash (sign-out ends this one). */
  session: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

/** onRequest hook of an admin route: a live operator session (401 40141) whose role has `permission` (403 40340). */
export function requireOperator(ctx: Ctx, permission: Permission | null) {
  return markAccess('operator', async (req: FastifyRequest) => {
    const operator = await operatorSession(ctx.db, req.headers.authorization);
    if (!operator) fail('OPERATOR_SESSION_INVALID');
    if (permission && !rolePermissions[operator.role].includes(permission)) fail('OPERATOR_FORBIDDEN');
    req.operator = operator;
  });
}

export function operatorOf(req: FastifyRequest): SignedInOperator {
  if (!req.operator) fail('OPERATOR_SESSION_INVALID');
  return req.operator;
}
