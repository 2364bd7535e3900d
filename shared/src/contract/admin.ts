import { Type, type Static } from 'typebox';
import { DataOf, Email, Id, Nullable, PageOf, PagingQuery } from './common';
import { KujiOrderList } from './kuji';
import { OrderList } from './order';

// The operator console's own API (/api/admin/v1): operators sign in with named accounts; each role may do what
// its permissions say; every write is in the audit log, which the owner reads.

export const OperatorRole = Type.Union([Type.Literal('owner'), Type.Literal('staff'), Type.Literal('merchandiser')]);
export type OperatorRole = Static<typeof OperatorRole>;

/** An operator's password: 12 to 128 characters (a new account's is generated, 20 characters). */
export const OperatorPassword = Type.String({ minLength: 12, maxLength: 128 });

export const OperatorSignInRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type OperatorSignInRequest = Static<typeof OperatorSignInRequest>;

export const Operator = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: OperatorRole,
  /** NT$ one refund of theirs may give back at most; null: no limit. */
  refund_limit: Nullable(Type.Integer()),
});
export type Operator = Static<typeof Operator>;

/** POST session: the bearer token of the console's calls, until `expires_at` (ISO 8601) or sign-out. */
export const OperatorSessionBody = DataOf(Type.Object({ token: Type.String(), expires_at: Type.String(), operator: Operator }));
export type OperatorSessionBody = Static<typeof OperatorSessionBody>;

export const OperatorMeBody = DataOf(Type.Object({ operator: Operator, permissions: Type.Array(Type.String()) }));
export type OperatorMeBody = Static<typeof OperatorMeBody>;

export const OperatorPasswordRequest = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 128 }), new_password: OperatorPassword },
  { additionalProperties: false },
);
export type OperatorPasswordRequest = Static<typeof OperatorPasswordRequest>;

export const OperatorAccount = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: OperatorRole,
  refund_limit: Nullable(Type.Integer()),
  disabled_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type OperatorAccount = Static<typeof OperatorAccount>;

export const OperatorList = DataOf(Type.Array(OperatorAccount));

/** POST operators (owner): the new account and its password, shown this once. */
export const NewOperatorRequest = Type.Object(
  {
    email: Email,
    name: Type.String({ minLength: 1, maxLength: 60 }),
    role: OperatorRole,
    /** Staff only: NT$ one refund may give back at most (default 0: none). */
    refund_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  },
  { additionalProperties: false },
);
export type NewOperatorRequest = Static<typeof NewOperatorRequest>;

export const NewOperatorBody = DataOf(Type.Object({ operator: OperatorAccount, password: Type.String() }));
export type NewOperatorBody = Static<typeof NewOperatorBody>;

export const OperatorAccountBody = DataOf(OperatorAccount);

export const OperatorParams = Type.Object({ id: Id }, { additionalProperties: false });

export const AuditQuery = Type.Object(
  {
    ...PagingQuery,
    operator_id: Type.Optional(Id),
    target: Type.Optional(Type.String({ pattern: '^[a-z_-]{1,40}$' })),
    target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operator_id: Type.Integer(),
  operator_name: Type.String(),
  operator_email: Type.String(),
  action: Type.String(),
  target: Type.String(),
  target_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const AuditList = PageOf(AuditRow);
export type AuditList = Static<typeof AuditList>;

/** GET members (owner, staff): members found by e-mail, name or phone number, newest first. */
export const AdminMemberQuery = Type.Object(
  { ...PagingQuery, q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
);
export type AdminMemberQuery = Static<typeof AdminMemberQuery>;

export const AdminMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  account_name: Type.String(),
  phone: Type.String(),
  account_status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  locale: Type.String(),
  created_at: Type.String(),
});
export type AdminMember = Static<typeof AdminMember>;

export const AdminMemberList = PageOf(AdminMember);
export type AdminMemberList = Static<typeof AdminMemberList>;

export const AdminMemberParams = Type.Object({ id: Id }, { additionalProperties: false });

/** GET members/{id}: the member, their latest 20 orders and kuji orders (as the member centre lists them). */
export const AdminMemberBody = DataOf(Type.Object({ member: AdminMember, orders: OrderList, kuji_orders: KujiOrderList }));
export type AdminMemberBody = Static<typeof AdminMemberBody>;

export const AdminMemberChangeBody = DataOf(AdminMember);
