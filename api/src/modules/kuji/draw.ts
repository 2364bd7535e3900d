import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { KujiDrawRecord, KujiOrderDrawState } from '@shop/shared/contract';
import { drawAlgorithm, pickTickets, roundTime, type BeaconChain, type BeaconRound } from '@shop/shared/kuji';
import type { Db } from '../../db/client';
import { beaconChains, beaconRounds, kujiOrders, kujis, kujiTickets } from '../../db/schema';
import { BeaconRoundNotYet, BeaconUnreachable } from '../../providers/beacon';
import { beaconChainOf, toBeaconChain } from './board';
import { repeatEvery, type ErrorLog } from '../../platform/every';
import { notify } from '../notification/outbox';

// v2 draws (`drand-hmac-sha256-v2`, @shop/shared/kuji): a paid order was given a place and a beacon round in its
// payment's transaction (box.ts `assign`). Once that round is out, its tickets are picked from those still in the
// box, place by place: nobody — the shop included — knew the round's randomness when the order was paid.
// Every API process runs the drawer; they queue on the campaign row, so each place is drawn once.

/** Where verified rounds come from: the configured beacon (providers/beacon.ts). */
export interface RoundSource {
  chain(): BeaconChain;
  round(n: number): Promise<BeaconRound>;
}

/** How often each process looks for places whose round is out (a round comes every few seconds). */
export const DRAW_EVERY_MS = 500;

/** How long reading a due order waits for its draw before answering `waiting` (the drawer finishes it). */
const DRAW_ON_READ_MS = 2_000;

/** A round still missing this long after its time is late: the buyer is told (the order keeps its round). */
export const LATE_AFTER_MS = 10_000;

/** A verified round of the chain: kept in beacon_rounds once fetched, so the record never needs a relay again. */
async function verifiedRound(db: Db, beacon: RoundSource, chainHash: string, round: number): Promise<BeaconRound | null> {
  const [kept] = await db
    .select({ round: beaconRounds.round, signature: beaconRounds.signature, randomness: beaconRounds.randomness })
    .from(beaconRounds)
    .where(and(eq(beaconRounds.chainHash, chainHash), eq(beaconRounds.round, round)));
  if (kept) return kept;
  // A campaign opened on another chain waits until the shop is configured with that chain again.
  if (beacon.chain().chain_hash !== chainHash) return null;
  try {
    const fetched = await beacon.round(round);
    await db
      .insert(beaconRounds)
      .values({ chainHash, round, signature: fetched.signature, randomness: fetched.randomness })
      .onConflictDoNothing();
    return fetched;
  } catch (err) {
    if (err instanceof BeaconRoundNotYet || err instanceof BeaconUnreachable) return null;
    throw err;
  }
}

interface Waiting {
  id: number;
  place: number;
  round: number;
  draws: number;
}

const awaitingDraw = (kujiId: number) =>
  and(eq(kujiOrders.kujiId, kujiId), isNotNull(kujiOrders.drawPlace), isNull(kujiOrders.drawnAt));

async function waitingOrders(db: Db, kujiId: number, limit?: number): Promise<Waiting[]> {
  const query = db
    .select({ id: kujiOrders.id, place: kujiOrders.drawPlace, round: kujiOrders.drawRound, draws: kujiOrders.draws })
    .from(kujiOrders)
    .where(awaitingDraw(kujiId))
    .orderBy(asc(kujiOrders.drawPlace));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({ ...r, place: r.place!, round: r.round! }));
}

/** The rounds of the waiting places, in place order, up to the first one not out (later places wait behind it). */
async function roundsOut(db: Db, beacon: RoundSource, chain: BeaconChain, waiting: Waiting[], nowMs: number) {
  const rounds = new Map<number, BeaconRound>();
  for (const order of waiting) {
    if (rounds.has(order.round)) continue;
    if (roundTime(chain, order.round) * 1000 > nowMs) break;
    const round = await verifiedRound(db, beacon, chain.chain_hash, order.round);
    if (!round) break;
    rounds.set(order.round, round);
  }
  return rounds;
}

/** Places drawn in one transaction: the campaign row's lock is held that long, and payments queue behind it. */
const PLACES_PER_TRANSACTION = 200;

interface Picked {
  orderId: number;
  tickets: number[];
}

/** Gives each order its tickets (numbers, in pick order; pick k is the k-th) in two statements for the whole batch. */
async function giveTickets(tx: Db, kujiId: number, batch: Picked[]): Promise<void> {
  const rows = batch.flatMap(({ orderId, tickets }) => tickets.map((position, i) => ({ position, orderId, pick: i + 1 })));
  const cases = (value: (row: (typeof rows)[number]) => number) =>
    sql.join(
      rows.map((row) => sql`when ${row.position} then ${value(row)}`),
      sql` `,
    );
  const given = await tx
    .update(kujiTickets)
    .set({
      orderId: sql`(case ${kujiTickets.position} ${cases((row) => row.orderId)} end)::int`,
      pick: sql`(case ${kujiTickets.position} ${cases((row) => row.pick)} end)::smallint`,
      drawnAt: sql`now()`,
    })
    .where(
      and(
        eq(kujiTickets.kujiId, kujiId),
        inArray(
          kujiTickets.position,
          rows.map((row) => row.position),
        ),
        isNull(kujiTickets.orderId),
      ),
    )
    .returning({ id: kujiTickets.id });
  if (given.length !== rows.length) throw new Error(`kuji ${kujiId}: the picked tickets were not all left`);
  await tx
    .update(kujiOrders)
    .set({ drawnAt: sql`now()` })
    .where(
      inArray(
        kujiOrders.id,
        batch.map((b) => b.orderId),
      ),
    );
}

/**
 * The tickets left of each campaign this process drew last, as of `picked` picks: a box of tens of thousands is read
 * again only when another process has picked since (its count under the campaign row's lock says so).
 */
const keptLeft = new Map<number, { picked: number; left: number[] }>();
const KEPT_CAMPAIGNS = 16;

/** The campaign's tickets not yet picked, ascending, a list of the caller's own; it holds the campaign row's lock. */
async function ticketsLeft(tx: Db, kujiId: number, picked: number): Promise<number[]> {
  const kept = keptLeft.get(kujiId);
  if (kept?.picked === picked) return kept.left.slice();
  const left = (
    await tx
      .select({ position: kujiTickets.position })
      .from(kujiTickets)
      .where(and(eq(kujiTickets.kujiId, kujiId), isNull(kujiTickets.orderId)))
      .orderBy(asc(kujiTickets.position))
  ).map((r) => r.position);
  if (keptLeft.size >= KEPT_CAMPAIGNS) keptLeft.delete(keptLeft.keys().next().value!);
  keptLeft.set(kujiId, { picked, left: left.slice() });
  return left;
}

/** One transaction's worth of places drawn in order (until a round is missing); answers what it picked. */
async function drawBatch(db: Db, kujiId: number, rounds: Map<number, BeaconRound>) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ picked: kujis.picked }).from(kujis).where(eq(kujis.id, kujiId)).for('update');
    const waiting = await waitingOrders(tx, kujiId, PLACES_PER_TRANSACTION);
    const left = await ticketsLeft(tx, kujiId, locked!.picked);
    const batch: Picked[] = [];
    for (const order of waiting) {
      const round = rounds.get(order.round);
      if (!round) break;
      const tickets = await pickTickets(round.randomness, kujiId, order.id, order.draws, left);
      for (const ticket of tickets) left.splice(sortedIndex(left, ticket), 1);
      batch.push({ orderId: order.id, tickets });
    }
    const picked = batch.reduce((sum, b) => sum + b.tickets.length, 0);
    // Kept as of the picks about to be written: a rolled-back batch leaves `picked` behind, and the box is read again.
    keptLeft.set(kujiId, { picked: locked!.picked + picked, left: left.slice() });
    if (batch.length > 0) {
      await giveTickets(tx, kujiId, batch);
      // Each member is mailed what they won, committed with the tickets.
      await notify(
        tx,
        'kuji_order.drawn',
        batch.map((b) => ({ kujiOrderId: b.orderId })),
      );
      await tx
        .update(kujis)
        .set({ picked: sql`${kujis.picked} + ${picked}` })
        .where(eq(kujis.id, kujiId));
    }
    return { picked, more: batch.length === PLACES_PER_TRANSACTION };
  });
}

/** Where `value` sits in an ascending list that holds it. */
function sortedIndex(list: number[], value: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Draws every waiting place of a v2 campaign whose round is out, in place order; answers how many tickets it
 * picked. Rounds are fetched before the transactions (network I/O never runs inside one); in each, the campaign
 * row's lock orders this drawer after any payment giving a place and before or after another process's drawer.
 */
export async function drawDue(db: Db, beacon: RoundSource, kujiId: number, nowMs = Date.now()): Promise<number> {
  const [campaign] = await db.select({ chainHash: kujis.beaconChainHash }).from(kujis).where(eq(kujis.id, kujiId));
  if (!campaign?.chainHash) return 0;
  const waiting = await waitingOrders(db, kujiId);
  if (waiting.length === 0) return 0;
  const chain = await beaconChainOf(db, campaign.chainHash);
  const rounds = await roundsOut(db, beacon, chain, waiting, nowMs);
  if (rounds.size === 0) return 0;
  let picked = 0;
  for (;;) {
    const batch = await drawBatch(db, kujiId, rounds);
    picked += batch.picked;
    if (!batch.more) return picked;
  }
}

/** Campaigns with a paid order still waiting for its round (a partial index answers it). */
async function campaignsAwaiting(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ kujiId: kujiOrders.kujiId })
    .from(kujiOrders)
    .where(and(isNotNull(kujiOrders.drawPlace), isNull(kujiOrders.drawnAt)));
  return rows.map((r) => r.kujiId);
}

/** Draws what is due in every campaign; answers the tickets picked. */
export async function drawAllDue(db: Db, beacon: RoundSource, nowMs = Date.now()): Promise<number> {
  let picked = 0;
  for (const kujiId of await campaignsAwaiting(db)) picked += await drawDue(db, beacon, kujiId, nowMs);
  return picked;
}

/** Starts this process's drawer (every `everyMs`, one run at a time); returns the function that stops it. */
export function startDrawer(db: Db, beacon: RoundSource, everyMs: number, log: ErrorLog): () => Promise<void> {
  return repeatEvery(everyMs, () => drawAllDue(db, beacon), log, 'kuji drawer');
}

/**
 * GET kuji/{kuji_id}/draws: every paid order of a v2 campaign in place order, with what re-derives its picks —
 * its round's signature (null until fetched) and its ticket numbers in pick order. Undefined for a v1 campaign.
 */
export async function drawRecord(db: Db, kujiId: number, ticketList: string[]): Promise<KujiDrawRecord | undefined> {
  const [k] = await db.select().from(kujis).where(eq(kujis.id, kujiId));
  if (!k?.beaconChainHash) return undefined;
  const orders = await db
    .select({
      id: kujiOrders.id,
      place: kujiOrders.drawPlace,
      draws: kujiOrders.draws,
      paidAt: kujiOrders.paidAt,
      round: kujiOrders.drawRound,
      drawnAt: kujiOrders.drawnAt,
      signature: beaconRounds.signature,
      tickets: sql<number[] | null>`(select array_agg(${kujiTickets.position} order by ${kujiTickets.pick})
        from ${kujiTickets} where ${kujiTickets.orderId} = ${kujiOrders.id})`,
    })
    .from(kujiOrders)
    .leftJoin(
      beaconRounds,
      and(
        eq(beaconRounds.chainHash, k.beaconChainHash),
        eq(beaconRounds.round, kujiOrders.drawRound),
        isNotNull(kujiOrders.drawnAt),
      ),
    )
    .where(and(eq(kujiOrders.kujiId, kujiId), isNotNull(kujiOrders.drawPlace)))
    .orderBy(asc(kujiOrders.drawPlace));
  return {
    kuji_id: kujiId,
    algorithm: drawAlgorithm,
    ticket_list: ticketList,
    ticket_list_hash: k.ticketListHash,
    beacon: await beaconChainOf(db, k.beaconChainHash),
    draws: orders.map((o) => ({
      place: o.place!,
      order_id: o.id,
      draws: o.draws,
      paid_at: o.paidAt!.toISOString(),
      round: o.round!,
      signature: o.drawnAt ? o.signature : null,
      tickets: o.drawnAt ? (o.tickets ?? []).map(Number) : [],
      last_one: o.id === k.lastOneOrderId,
    })),
  };
}

/** A paid v2 order's draw as its buyer sees it: place, round and when it is due, drawn or waiting (and late). */
export function drawStateOf(
  chain: BeaconChain,
  order: { drawPlace: number | null; drawRound: number | null; drawnAt: Date | null },
  nowMs = Date.now(),
): KujiOrderDrawState | null {
  if (order.drawPlace === null || order.drawRound === null) return null;
  const dueMs = roundTime(chain, order.drawRound) * 1000;
  return {
    place: order.drawPlace,
    round: order.drawRound,
    due_at: new Date(dueMs).toISOString(),
    status: order.drawnAt ? 'drawn' : 'waiting',
    late: !order.drawnAt && nowMs > dueMs + LATE_AFTER_MS,
  };
}

/** The beacon chain of each of these campaigns that is drawn by one (v2); v1 campaigns are absent. */
export async function drawChains(db: Db, kujiIds: number[]): Promise<Map<number, BeaconChain>> {
  const chains = new Map<number, BeaconChain>();
  if (kujiIds.length === 0) return chains;
  const rows = await db
    .select({ kujiId: kujis.id, chain: beaconChains })
    .from(kujis)
    .innerJoin(beaconChains, eq(beaconChains.hash, kujis.beaconChainHash))
    .where(inArray(kujis.id, [...new Set(kujiIds)]));
  for (const { kujiId, chain } of rows) chains.set(kujiId, toBeaconChain(chain));
  return chains;
}

/** An order waiting for a round already due: drawn now (bounded), not at the drawer's next turn; says whether it tried. */
export async function drawIfDue(
  db: Db,
  beacon: RoundSource,
  order: { kujiId: number; drawRound: number | null; drawnAt: Date | null },
): Promise<boolean> {
  if (order.drawRound === null || order.drawnAt !== null) return false;
  const [chain] = (await drawChains(db, [order.kujiId])).values();
  if (!chain || roundTime(chain, order.drawRound) * 1000 > Date.now()) return false;
  await Promise.race([drawDue(db, beacon, order.kujiId), new Promise((resolve) => setTimeout(resolve, DRAW_ON_READ_MS).unref())]);
  return true;
}
