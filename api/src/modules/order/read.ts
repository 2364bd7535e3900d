import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type {
  CancelReason,
  DeliveryMethod,
  OrderDetail,
  OrderItem,
  OrderList,
  OrderListQuery,
  OrderStatus,
  OrderSummary,
  PaymentMethod,
  Purchase,
} from '@shop/shared/contract';
import { importTaxApplies, salesAreaOf } from '@shop/shared/forms/rules';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { orderItems, orders } from '../../db/schema';
import { pick, type Locale } from '../../platform/locale';
import { couponsByIds, toApplied } from '../coupon/service';
import { addressView, storeInLanguage } from '../system/service';
import { issuedInvoices } from '../invoice/service';
import { invoiceView } from './invoice';
import { orderRefunds } from './payment-seam';

// Orders as callers read them: rows to the contract's shapes, in the caller's language.

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** S + the order's date in Taiwan (yymmdd) + its id: unique, sortable, readable over the phone. */
export function orderNumber(o: Pick<OrderRow, 'id' | 'createdAt'>): string {
  const taipei = new Date(o.createdAt.getTime() + 8 * 3600_000).toISOString();
  return `S${taipei.slice(2, 4)}${taipei.slice(5, 7)}${taipei.slice(8, 10)}${String(o.id).padStart(7, '0')}`;
}

function toItem(i: ItemRow, locale: Locale): OrderItem {
  const setUnitPrice = i.subProducts.reduce((sum, s) => sum + (s.unit_price ?? 0) * s.amount, i.unitPrice);
  return {
    product_id: i.productId,
    sku: i.sku,
    display_name: pick(i, 'name', locale),
    image: i.picture,
    unit_price: i.unitPrice,
    marked_price: i.markedPrice,
    amount: i.amount,
    line_total: setUnitPrice * i.amount,
    is_pre_order: i.preOrder,
    sub_product_infos: i.subProducts.map((s) => ({
      product_id: s.product_id,
      display_name: pick({ nameTw: s.name_tw, nameCn: s.name_cn, nameEn: s.name_en }, 'name', locale),
      amount: s.amount,
      unit_price: s.unit_price ?? 0,
    })),
  };
}

function toSummary(o: OrderRow, items: ItemRow[], locale: Locale): OrderSummary {
  return {
    order_id: o.id,
    order_number: orderNumber(o),
    created_at: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    cancel_reason: o.cancelReason as CancelReason | null,
    canceled_at: iso(o.canceledAt),
    paid_at: iso(o.paidAt),
    payment_deadline: iso(o.paymentDeadline),
    payment_method: o.paymentMethod as PaymentMethod,
    ships_from: o.shipsFrom === 'CN' ? 'CN' : 'TW',
    amounts: { subtotal: o.subtotal, shipping_fee: o.shippingFee, discount: o.discount, total: o.total },
    refunded_amount: o.refundedAmount,
    items: items.map((i) => toItem(i, locale)),
  };
}

async function itemsOf(db: Db, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.productId);
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/** Hand-written (db/hand-written.ts): a replayed POST order (same Idempotency-Key) is read back for its answer. */
export async function orderRow(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(db, sql`select ${allColumns(orders)} from ${orders} where id = ${id}`);
  return row && tableRow(orders, row);
}

export async function orderDetail(
  db: Db,
  o: OrderRow,
  locale: Locale,
  purchase: Purchase | null,
  /** The order's items when the caller has them (a new order's, as inserted): not read again. */
  known?: ItemRow[],
): Promise<OrderDetail> {
  const [items, coupons, refunds, issued] = await Promise.all([
    known ? new Map([[o.id, known]]) : itemsOf(db, [o.id]),
    couponsByIds(db, o.couponId ? [o.couponId] : []),
    // A new order (its items known) has no refund yet; an unpaid one may (a payment that came after it expired).
    known ? [] : orderRefunds(db, o.id),
    // Issued once paid: a new order's is not yet.
    known || !o.invoice ? new Map() : issuedInvoices(db, 'order', [o.id]),
  ]);
  const coupon = o.couponId ? coupons.get(o.couponId) : undefined;
  const overseas = salesAreaOf(o.countryCode) === 'OVERSEAS';
  return {
    ...toSummary(o, items.get(o.id) ?? [], locale),
    delivery: {
      country_code: o.countryCode,
      delivery_method: o.deliveryMethod as DeliveryMethod,
      recipient: o.recipient,
      address: o.address && addressView(o.countryCode, o.address, locale),
      cvs_store: o.cvsStore && storeInLanguage(o.cvsStore, locale),
    },
    shipping: {
      shipping_code: o.shippingCode,
      carrier: o.carrier,
      picking_at: iso(o.pickingAt),
      shipped_at: iso(o.shippedAt),
      finished_at: iso(o.finishedAt),
    },
    customs: o.customsId ? { country_code: o.countryCode, id_number: o.customsId } : null,
    import_tax_excluded: importTaxApplies(o.countryCode),
    return_shipping_fee: overseas ? o.shippingFee * 2 : null,
    coupon: coupon ? toApplied(coupon, locale, { discount: o.discount, freeShipping: o.couponFreeShipping }) : null,
    purchase,
    refund_requested_at: iso(o.refundRequestedAt),
    invoice: invoiceView(o.invoice, issued.get(o.id) ?? null),
    refunds,
    is_guest: o.userId === null,
  };
}

/** GET order: a member's orders, newest first, optionally of one status. */
export async function listOrders(db: Db, userId: number, q: OrderListQuery, locale: Locale): Promise<OrderList> {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 10;
  const where = and(
    eq(orders.userId, userId),
    q.status ? eq(orders.status, q.status) : undefined,
    q.awaiting_payment
      ? and(eq(orders.status, 'pending_activation'), isNull(orders.paidAt), gt(orders.paymentDeadline, new Date()))
      : undefined,
  );
  const rows = await db
    .select({ o: orders, total: totalRows() })
    .from(orders)
    .where(where)
    // Newest first by order time (the id breaks ties): ids follow time for orders placed here, not for imported ones.
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, orders, where);
  const items = await itemsOf(
    db,
    rows.map((r) => r.o.id),
  );
  return { data: rows.map((r) => toSummary(r.o, items.get(r.o.id) ?? [], locale)), page, page_size: pageSize, total };
}
