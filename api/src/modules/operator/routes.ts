import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditList,
  AuditQuery,
  NewOperatorBody,
  NewOperatorRequest,
  Ok,
  OperatorAccountBody,
  OperatorList,
  OperatorMeBody,
  OperatorParams,
  OperatorPasswordRequest,
  OperatorSessionBody,
  OperatorSignInRequest,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { normaliseEmail } from '../account/service';
import { operatorOf, requireOperator, rolePermissions, type SignedInOperator } from './access';
import { changeOwnPassword, createOperator, disableOperator, listOperators, newPassword } from './accounts';
import { readAudit } from './audit';
import { signIn, signOut } from './sessions';

const tags = ['admin'];

const operatorView = (o: Omit<SignedInOperator, 'session'>) => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  refund_limit: o.refundLimit,
});

/** /api/admin/v1: operators' sign-in, their accounts (owner) and the audit log (owner). */
export default function operatorRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const signedIn = requireOperator(ctx, null);
    const { loginPerMinute } = ctx.config.rateLimits;

    app.post(
      '/session',
      {
        schema: {
          tags,
          operationId: 'operatorSignIn',
          summary: "Signs an operator in with their account's e-mail and password: a session token for 12 hours",
          body: OperatorSignInRequest,
          response: { 200: OperatorSessionBody },
        },
      },
      async (req) => {
        const email = normaliseEmail(req.body.email);
        // As the shop's own sign-in: per address and per account, counted in the database for every replica.
        await ctx.limiter.hit(`ops-login:ip:${req.ip}`, loginPerMinute * 3);
        await ctx.limiter.hit(`ops-login:acct:${email}`, loginPerMinute);
        const session = await signIn(ctx.db, email, req.body.password, req.ip);
        return {
          data: { token: session.token, expires_at: session.expiresAt.toISOString(), operator: operatorView(session.operator) },
        };
      },
    );

    app.post(
      '/session/end',
      {
        schema: { tags, operationId: 'operatorSignOut', summary: 'Ends this session', response: { 200: Ok } },
        onRequest: signedIn,
      },
      async (req) => {
        await signOut(ctx.db, operatorOf(req));
        return { data: { success: true } };
      },
    );

    app.get(
      '/me',
      {
        schema: {
          tags,
          operationId: 'operatorMe',
          summary: 'The signed-in operator and what their role may do',
          response: { 200: OperatorMeBody },
        },
        onRequest: signedIn,
      },
      async (req) => {
        const me = operatorOf(req);
        return { data: { operator: operatorView(me), permissions: [...rolePermissions[me.role]] } };
      },
    );

    app.post(
      '/me/password',
      {
        schema: {
          tags,
          operationId: 'operatorChangePassword',
          summary: "Changes the operator's own password; their other sessions end",
          body: OperatorPasswordRequest,
          response: { 200: Ok },
        },
        onRequest: signedIn,
      },
      async (req) => {
        await changeOwnPassword(ctx.db, operatorOf(req), req.body.current_password, req.body.new_password);
        return { data: { success: true } };
      },
    );

    const owner = requireOperator(ctx, 'operators');
    app.get(
      '/operators',
      {
        schema: {
          tags,
          operationId: 'listOperators',
          summary: 'Every operator account (owner)',
          response: { 200: OperatorList },
        },
        onRequest: owner,
      },
      async () => ({ data: await listOperators(ctx.db) }),
    );

    app.post(
      '/operators',
      {
        schema: {
          tags,
          operationId: 'createOperator',
          summary: 'Creates an operator account (owner); its password is in the answer, once',
          body: NewOperatorRequest,
          response: { 200: NewOperatorBody },
        },
        onRequest: owner,
      },
      async (req) => {
        const password = newPassword();
        const operator = await createOperator(
          ctx.db,
          { ...req.body, email: normaliseEmail(req.body.email), password },
          operatorOf(req),
        );
        return { data: { operator, password } };
      },
    );

    app.post(
      '/operators/:id/disable',
      {
        schema: {
          tags,
          operationId: 'disableOperator',
          summary: 'Disables an operator account and ends its sessions (owner); the last owner stays',
          params: OperatorParams,
          response: { 200: OperatorAccountBody },
        },
        onRequest: owner,
      },
      async (req) => ({ data: await disableOperator(ctx.db, req.params.id, operatorOf(req)) }),
    );

    app.get(
      '/audit',
      {
        schema: {
          tags,
          operationId: 'readAuditLog',
          summary: 'The audit log, newest first (owner): who changed what, before and after',
          querystring: AuditQuery,
          response: { 200: AuditList },
        },
        onRequest: requireOperator(ctx, 'audit'),
      },
      async (req) => readAudit(ctx.db, { ...req.query, page: req.query.page ?? 1, page_size: req.query.page_size ?? 50 }),
    );
  };
}
