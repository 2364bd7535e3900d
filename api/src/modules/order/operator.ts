import { asc, desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { shipPrizes } from '../kuji-order/service';
import { kujiOrderInShipment } from '../prize-box/service';
import { cancelPayments, NoPaymentToRefund, orderRefunds, RefundExceedsPayment, retryOrderRefund } from './payment-seam';
import { approveByShop, cancelByShop, declineCancellation, refundPartOfOrder } from './refund';
import { orderNumber } from './read';
import { OperatorError } from '../../platform/operator-command';
import { advanceTarget, moveOrder, orderStatuses, OrderTransitionError } from './status';

// The operator's order commands (`npm run orders -w api -- …`; platform/operator-command.ts).

export const operatorUsage = [
  'npm run orders -w api -- list [status] [--limit N]',
  'npm run orders -w api -- show <order id>         (the order and what it bought, set items under their lines)',
  'npm run orders -w api -- advance <order id>      (paid order established → stock up; shipped → completed)',
  'npm run orders -w api -- ship <order id> <tracking number> [carrier]',
  'npm run orders -w api -- finish <order id>',
  'npm run orders -w api -- cancel <order id>       (stock and coupon go back; a paid order is refunded in full)',
  "npm run orders -w api -- approve <order id>      (a shopper's cancellation request: stock, coupon and money go back)",
  'npm run orders -w api -- decline <order id>      (the request is refused: the order goes on)',
  'npm run orders -w api -- refund <order id> <NT$ amount>   (gives back part of a paid order; it goes on)',
  'npm run orders -w api -- retry-refund <refund id>          (makes a failed refund again, as a new refund)',
  "npm run orders -w api -- ship-prizes <kuji order id> <tracking number>   (the old way, per order; the prize box's shipments: npm run prizes)",
];

const idOf = (arg: string | undefined) => {
  const id = Number(arg);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new OperatorError(`not an order id: ${arg ?? '(missing)'}`);
  return id;
};

async function describe(db: Db, id: number): Promise<string> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw new OperatorError(`order ${id} does not exist`);
  const paid = o.paidAt ? 'paid' : 'unpaid';
  const ship = o.shippingCode ? ` tracking ${o.shippingCode}${o.carrier ? ` (${o.carrier})` : ''}` : '';
  const refunded = o.refundedAmount > 0 ? ` refunded NT$${o.refundedAmount}` : '';
  return `#${o.id} ${orderNumber(o)} ${o.status}${o.cancelReason ? ` (${o.cancelReason})` : ''} ${paid} NT$${o.total}${refunded}${ship}`;
}

/** The order's line, then a line per item it bought (set items indented under theirs), for picking and support. */
async function show(db: Db, id: number): Promise<string[]> {
  const head = await describe(db, id);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.productId));
  const refunds = await orderRefunds(db, id);
  return [
    head,
    ...refunds.map(
      (r) => `  refund ${r.refund_id} NT$${r.amount} ${r.reason} ${r.status}${r.settled_at ? ` ${r.settled_at}` : ''}`,
    ),
    ...items.flatMap((i) => [
      `  ${i.sku} #${i.productId} ${i.nameTw} × ${i.amount} @ NT$${i.unitPrice}${i.preOrder ? ' (pre-order)' : ''}`,
      ...i.subProducts.map(
        (s) => `    + #${s.product_id} ${s.name_tw} × ${s.amount * i.amount} (${s.amount} per unit) @ NT$${s.unit_price ?? 0}`,
      ),
    ]),
  ];
}

async function move(db: Db, id: number, to: 'picking' | 'shipped' | 'finished' | 'canceled', opts = {}): Promise<string[]> {
  try {
    if (to === 'canceled') await cancelByShop(db, id);
    else await moveOrder(db, id, to, opts);
  } catch (err) {
    if (err instanceof OrderTransitionError) throw new OperatorError(err.message);
    throw err;
  }
  if (to === 'canceled') await cancelPayments(db, id);
  return [await describe(db, id)];
}

/** An order's refund command, its refusals said as the operator reads them. */
async function refundCommand(db: Db, run: () => Promise<unknown>, id: number): Promise<string[]> {
  try {
    await run();
  } catch (err) {
    if (err instanceof RefundExceedsPayment || err instanceof NoPaymentToRefund || err instanceof OrderTransitionError)
      throw new OperatorError(err.message);
    throw err;
  }
  return show(db, id);
}

/** Runs one command (argv without the program name); returns the lines to print, or throws OperatorError. */
export async function runOrderCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, ...args] = argv;
  switch (command) {
    case 'list': {
      const limitAt = args.indexOf('--limit');
      const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 20;
      const status = args.find((a, i) => !a.startsWith('--') && (limitAt < 0 || i !== limitAt + 1));
      if (status && !orderStatuses.includes(status as OrderStatus))
        throw new OperatorError(`unknown status ${status} (${orderStatuses.join(', ')})`);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OperatorError('--limit takes 1 to 1000');
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(status ? eq(orders.status, status) : undefined)
        .orderBy(desc(orders.id))
        .limit(limit);
      return rows.length ? Promise.all(rows.map((r) => describe(db, r.id))) : ['no orders'];
    }
    case 'show':
      return show(db, idOf(args[0]));
    case 'advance': {
      const id = idOf(args[0]);
      const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      if (!o) throw new OperatorError(`order ${id} does not exist`);
      const to = advanceTarget(o.status as OrderStatus);
      if (to) return move(db, id, to);
      if (o.status === 'picking')
        throw new OperatorError(`order ${id} is picking: ship it with a tracking number (ship ${id} <tracking>)`);
      throw new OperatorError(`order ${id} is ${o.status}: nothing comes after it`);
    }
    case 'ship': {
      const id = idOf(args[0]);
      if (!args[1]) throw new OperatorError('ship needs a tracking number: ship <order id> <tracking number> [carrier]');
      return move(db, id, 'shipped', { shippingCode: args[1], carrier: args.slice(2).join(' ') || undefined });
    }
    case 'finish':
      return move(db, idOf(args[0]), 'finished');
    case 'cancel':
      return move(db, idOf(args[0]), 'canceled');
    case 'approve': {
      const id = idOf(args[0]);
      return refundCommand(db, () => approveByShop(db, id), id);
    }
    case 'decline': {
      const id = idOf(args[0]);
      if (!(await declineCancellation(db, id)))
        throw new OperatorError(`order ${id} has no cancellation request waiting (${await describe(db, id)})`);
      return [await describe(db, id)];
    }
    case 'refund': {
      const id = idOf(args[0]);
      const amount = Number(args[1]);
      if (!Number.isInteger(amount) || amount < 1)
        throw new OperatorError('refund needs an amount: refund <order id> <NT$ amount>');
      await describe(db, id);
      return refundCommand(db, () => refundPartOfOrder(db, id, amount), id);
    }
    case 'retry-refund': {
      if (!args[0]) throw new OperatorError('retry-refund needs a refund id (orders show <order id> lists them)');
      let again;
      try {
        again = await retryOrderRefund(db, args[0]);
      } catch (err) {
        if (err instanceof RefundExceedsPayment) throw new OperatorError(err.message);
        throw err;
      }
      if (!again) throw new OperatorError(`${args[0]} is not a failed refund`);
      return [`refund ${args[0]} made again as ${again}`];
    }
    case 'ship-prizes': {
      const id = idOf(args[0]);
      if (!args[1]) throw new OperatorError('ship-prizes needs a tracking number: ship-prizes <kuji order id> <tracking number>');
      if (await kujiOrderInShipment(db, id))
        throw new OperatorError(
          `kuji order ${id}'s prizes are in a prize shipment its member asked for: npm run prizes -w api -- list`,
        );
      const outcome = await shipPrizes(db, id, args[1]);
      if (outcome === 'missing') throw new OperatorError(`kuji order ${id} does not exist`);
      if (outcome === 'unpaid') throw new OperatorError(`kuji order ${id} is not paid: it has no prizes to ship`);
      if (outcome === 'already_shipped') throw new OperatorError(`kuji order ${id}'s prizes were already shipped`);
      return [`kuji order #${id}: prizes shipped, tracking ${args[1]}`];
    }
    default:
      throw new OperatorError(`usage:\n${operatorUsage.join('\n')}`);
  }
}
