import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { kujiOrders, kujis, kujiTickets } from '../../db/schema';
import { fail } from '../../platform/errors';

// The box's tickets change hands only here, each change one conditional statement on the campaign row, which
// every sale, expiry and payment of the campaign queues on:
//   reserve  (an order is placed)   reserved += n, only while n tickets are left and the campaign is on sale;
//   release  (an unpaid order expires) reserved -= n;
//   payAndAssign (an order is paid) drawn += n; v1: the next n positions of the box order become the order's;
//                                   v2: the order takes the next place and the first beacon round after now,
//                                   and its tickets are picked once that round is out (draw.ts).
// Nothing is given when the order is placed: an unpaid order learns nothing about its prizes, and nobody (staff
// included) chooses who gets which ticket. The CHECK 0 <= drawn <= reserved <= tickets_total on `kujis` holds
// whatever the callers do.

/**
 * Holds `draws` tickets of the campaign for a new order, inside the order's transaction: one UPDATE that only
 * succeeds while the campaign is on sale at `now`, the draws are within its per-order limit and that many tickets
 * are left. Otherwise the refusal that applies (KUJI_NOT_FOUND, KUJI_NOT_STARTED, EVENT_ENDED, KUJI_DRAW_LIMIT,
 * KUJI_NOT_ENOUGH_TICKETS) is thrown and the caller's transaction rolls back.
 */
export async function reserve(tx: Db, kujiId: number, draws: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const held = await rowsOf<{ id: number }>(
    tx,
    sql`update ${kujis} set reserved = reserved + ${draws}
      where id = ${kujiId} and tickets_total - reserved >= ${draws} and per_order_limit >= ${draws}
        and starts_at <= ${at}::timestamptz and ends_at >= ${at}::timestamptz
      returning id`,
  );
  if (held.length > 0) return;
  const [k] = await tx.select().from(kujis).where(eq(kujis.id, kujiId));
  if (!k) fail('KUJI_NOT_FOUND');
  if (now < k.startsAt) fail('KUJI_NOT_STARTED');
  if (now > k.endsAt) fail('EVENT_ENDED');
  if (draws > k.perOrderLimit) fail('KUJI_DRAW_LIMIT');
  fail('KUJI_NOT_ENOUGH_TICKETS');
}

/** Puts the tickets an unpaid order held back on sale, inside the transaction that expires it. */
export async function release(tx: Db, kujiId: number, draws: number): Promise<void> {
  await tx
    .update(kujis)
    .set({ reserved: sql`${kujis.reserved} - ${draws}` })
    .where(eq(kujis.id, kujiId));
}

export interface Assigned {
  /** v1: the order's positions in the box order, `first` to `last`. v2: its share of the sold count. */
  first: number;
  last: number;
  /** The order took the box's final ticket, and with it the Last One prize. */
  lastOne: boolean;
  /** v2: its place in the campaign's sequence of paid orders and the beacon round that will pick its tickets. */
  draw: { place: number; round: number } | null;
}

/** v2: a round bound to a payment is due at least this long after the binding, which its commit follows within. */
export const COMMIT_MARGIN_SECONDS = 1;

// v2: the first round whose time is strictly after this instant plus the margin (clock_timestamp(): after the row
// lock was taken), never before the round the previous place was bound to, so places and rounds rise together.
// The margin keeps a round unknown until the payment has committed: nobody can look at it and then abort.
const nextRound = sql`case when ${kujis.beaconChainHash} is null then ${kujis.lastRound} else greatest(
  coalesce(${kujis.lastRound}, 1),
  (select floor((extract(epoch from clock_timestamp()) + ${COMMIT_MARGIN_SECONDS} - c.genesis_time) / c.period)::bigint + 2
     from beacon_chains c where c.hash = ${kujis.beaconChainHash})) end`;

/**
 * Marks a pending order paid and gives it its tickets, inside the payment's transaction, in one statement (no
 * round trip while the campaign row is locked): the order's row is locked first, then the UPDATE of the campaign row
 * locks it (as SELECT … FOR UPDATE would) until that transaction ends, so concurrent payments take consecutive,
 * disjoint runs; it records the order whose run ends at `tickets_total` as the Last One's winner, and the order
 * becomes paid. v1: the tickets at the run's positions become the order's. v2: the order takes the next place and
 * its round (its tickets are drawn later, by draw.ts). Null, with nothing written, when the order is not pending.
 * A reservation must exist for its draws (drawn + draws <= reserved); anything else is a bug and throws.
 */
export async function payAndAssign(tx: Db, orderId: number): Promise<Assigned | null> {
  // The run's bounds are scalar subqueries: the planner reads exactly those positions through the (kuji, position)
  // index, whatever its statistics say about a campaign opened since the last ANALYZE. `coalesce(order_id, 0) = 0`
  // is `order_id is null` that no index answers, for the same reason.
  const [row] = await rowsOf<{
    kuji_id: number;
    draws: number;
    drawn: number | null;
    total: number;
    v2: string | null;
    place: number;
    round: string | number | null;
    paid: number;
    taken: number;
  }>(
    tx,
    sql`with pending as (
        select id, kuji_id, draws from ${kujiOrders} where id = ${orderId} and status = 'pending_payment' for update),
      box as (
        update ${kujis} set
          drawn = ${kujis.drawn} + pending.draws,
          last_one_order_id = case when ${kujis.drawn} + pending.draws = ${kujis.ticketsTotal} then pending.id
            else ${kujis.lastOneOrderId} end,
          places_given = ${kujis.placesGiven} + case when ${kujis.beaconChainHash} is null then 0 else 1 end,
          last_round = ${nextRound}
        from pending
        where ${kujis.id} = pending.kuji_id and ${kujis.drawn} + pending.draws <= ${kujis.reserved}
        returning ${kujis.id} as id, ${kujis.drawn} as drawn, ${kujis.ticketsTotal} as total,
          ${kujis.beaconChainHash} as v2, ${kujis.placesGiven} as place, ${kujis.lastRound} as round),
      paid as (
        update ${kujiOrders} set status = 'paid', paid_at = now(), payment_deadline = null,
          draw_place = case when box.v2 is null then null else box.place end,
          draw_round = case when box.v2 is null then null else box.round end
        from box
        where ${kujiOrders.id} = ${orderId}
        returning 1),
      taken as (
        update ${kujiTickets} set order_id = ${orderId}, drawn_at = now()
        where kuji_id = (select id from box where v2 is null)
          and position between (select drawn from box) - (select draws from pending) + 1 and (select drawn from box)
          and coalesce(order_id, 0) = 0
        returning 1)
      select pending.kuji_id, pending.draws, box.drawn, box.total, box.v2, box.place, box.round,
        (select count(*) from paid)::int as paid, (select count(*) from taken)::int as taken
      from pending left join box on true`,
  );
  if (!row) return null;
  const { kuji_id: kujiId, draws } = row;
  if (row.drawn === null || row.paid !== 1)
    throw new Error(`kuji ${kujiId} holds no reservation for order ${orderId}'s ${draws} draws`);
  const first = row.drawn - draws + 1;
  const sold = { first, last: row.drawn, lastOne: row.drawn === row.total };
  if (row.v2) return { ...sold, draw: { place: row.place, round: Number(row.round) } };
  if (row.taken !== draws) throw new Error(`kuji ${kujiId}: positions ${first}–${row.drawn} were not all free`);
  return { ...sold, draw: null };
}

export interface DrawnTicket {
  id: number;
  orderId: number;
  kujiId: number;
  position: number;
  prizeId: number;
  /** The box's final ticket: its order also won the Last One prize. */
  last: boolean;
}

/** The tickets these orders drew, each order's in draw order (none for an unpaid order or one awaiting its round). */
export async function ticketsOf(db: Db, orderIds: number[]): Promise<Map<number, DrawnTicket[]>> {
  const byOrder = new Map<number, DrawnTicket[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: kujiTickets.id,
      orderId: kujiTickets.orderId,
      kujiId: kujiTickets.kujiId,
      position: kujiTickets.position,
      prizeId: kujiTickets.prizeId,
      // v1: the box's final position; v2: the last pick of the order that took the final ticket.
      last: sql<boolean>`case when ${kujis.beaconChainHash} is null then ${kujiTickets.position} = ${kujis.ticketsTotal}
        else ${kujis.lastOneOrderId} is not distinct from ${kujiTickets.orderId} and ${kujiTickets.pick} = ${kujiOrders.draws} end`,
    })
    .from(kujiTickets)
    .innerJoin(kujis, eq(kujis.id, kujiTickets.kujiId))
    .innerJoin(kujiOrders, eq(kujiOrders.id, kujiTickets.orderId))
    .where(inArray(kujiTickets.orderId, orderIds))
    .orderBy(asc(kujiTickets.orderId), asc(sql`coalesce(${kujiTickets.pick}, ${kujiTickets.position})`));
  for (const r of rows) {
    const ticket = { ...r, orderId: r.orderId! };
    byOrder.set(ticket.orderId, [...(byOrder.get(ticket.orderId) ?? []), ticket]);
  }
  return byOrder;
}
