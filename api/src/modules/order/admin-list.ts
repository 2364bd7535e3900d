import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrderExportQuery,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderRow,
  DeliveryMethod,
  OrderStatus,
  PaymentMethod,
} from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { orderItems, orders, users } from '../../db/schema';
import { issuedInvoices } from '../invoice/service';
import { orderNumber } from './read';

// The console's order search: every filter narrows, newest first; the list pages it, the export takes it whole.

/** The most rows one export writes. */
export const exportLimit = 10_000;

/** Midnight starting `day` (YYYY-MM-DD) in Taiwan, where the shop's days are counted. */
const taipeiMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);

/** S + yymmdd + the id: the order of that number (its day checked too, so a mistyped date finds nothing). */
function byOrderNumber(q: string): SQL | undefined {
  const m = /^S(\d{6})(\d{7,10})$/i.exec(q);
  const id = m ? Number(m[2]) : NaN;
  if (!m || id > 2147483647) return undefined;
  return and(eq(orders.id, id), sql`to_char(${orders.createdAt} at time zone 'Asia/Taipei', 'YYMMDD') = ${m[1]}`);
}

function matching(typed: string): SQL {
  const q = typed.trim();
  const like = containing(q);
  return or(
    byOrderNumber(q),
    /^\d{1,10}$/.test(q) && Number(q) <= 2147483647 ? eq(orders.id, Number(q)) : undefined,
    sql`${orders.guestEmail} ilike ${like}`,
    sql`${users.email} ilike ${like}`,
    sql`${orders.recipient}->>'email' ilike ${like}`,
    sql`${orders.recipient}->>'name' ilike ${like}`,
    sql`${orders.recipient}->>'phone_number' ilike ${like}`,
  )!;
}

function whereOf(f: AdminOrderExportQuery): SQL | undefined {
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.created_from ? gte(orders.createdAt, taipeiMidnight(f.created_from)) : undefined,
    f.created_to ? lt(orders.createdAt, taipeiMidnight(f.created_to, 1)) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.country_code ? eq(orders.countryCode, f.country_code) : undefined,
    f.buyer === 'member' ? isNotNull(orders.userId) : f.buyer === 'guest' ? isNull(orders.userId) : undefined,
    f.invoice === 'none' ? isNull(orders.invoice) : f.invoice ? sql`${orders.invoice}->>'kind' = ${f.invoice}` : undefined,
    f.q ? matching(f.q) : undefined,
  );
}

const unitsBought = sql<number>`(select coalesce(sum(${orderItems.amount}), 0)::int from ${orderItems}
  where ${orderItems.orderId} = ${orders.id})`.mapWith(Number);

const columns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  paidAt: orders.paidAt,
  orderTotal: orders.total,
  refundedAmount: orders.refundedAmount,
  paymentMethod: orders.paymentMethod,
  countryCode: orders.countryCode,
  deliveryMethod: orders.deliveryMethod,
  userId: orders.userId,
  guestEmail: orders.guestEmail,
  memberEmail: users.email,
  units: unitsBought,
};

interface Found {
  id: number;
  createdAt: Date;
  status: string;
  paidAt: Date | null;
  orderTotal: number;
  refundedAmount: number;
  paymentMethod: string;
  countryCode: string;
  deliveryMethod: string;
  userId: number | null;
  guestEmail: string | null;
  memberEmail: string | null;
  units: number;
}

async function rowsOf(db: Db, found: Found[]): Promise<AdminOrderRow[]> {
  const issued = await issuedInvoices(
    db,
    'order',
    found.map((o) => o.id),
  );
  return found.map((o) => ({
    order_id: o.id,
    order_number: orderNumber(o),
    created_at: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    paid_at: o.paidAt?.toISOString() ?? null,
    total: o.orderTotal,
    refunded_amount: o.refundedAmount,
    payment_method: o.paymentMethod as PaymentMethod,
    country_code: o.countryCode,
    delivery_method: o.deliveryMethod as DeliveryMethod,
    buyer: { member_id: o.userId, email: o.userId !== null ? o.memberEmail : o.guestEmail },
    items_count: o.units,
    invoice_number: issued.get(o.id)?.number ?? null,
  }));
}

/** GET orders: one page of the orders the filters find. */
export async function findOrders(db: Db, q: AdminOrderListQuery): Promise<AdminOrderList> {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const where = whereOf(q);
  const rows = await db
    .select({ ...columns, total: totalRows() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    // Newest first by order time (the id breaks ties), as the member's list.
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  // The member's e-mail is among what `q` matches, so a count past the last page needs the join too.
  const found = db.select({ id: orders.id }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
  const total = await pageTotal(db, page, rows, found.as('found'), undefined);
  return { data: await rowsOf(db, rows), page, page_size: pageSize, total };
}

/** GET orders.csv: every order the filters find, up to `exportLimit`. */
export async function exportOrders(db: Db, q: AdminOrderExportQuery): Promise<AdminOrderRow[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(whereOf(q))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(exportLimit);
  return rowsOf(db, rows);
}
