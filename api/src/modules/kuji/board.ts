import { asc, eq, sql } from 'drizzle-orm';
import { fairnessAlgorithm, leagueOfEntropyQuicknet, ticketListOf } from '@shop/shared/kuji';
import type { KujiBeaconChain, KujiFairness, KujiTier } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { beaconChains, kujiOrders, kujiPrizes, kujis, kujiTickets } from '../../db/schema';
import { imageUrl } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';

// The campaign page's board (each tier with what is left of it) and the fairness commitment under it.

type PrizeRow = typeof kujiPrizes.$inferSelect;
type KujiRow = typeof kujis.$inferSelect;
export type BoardRow = PrizeRow & { remaining: number };

/** The Last One prize's tier: it is given with the final ticket and has no ticket of its own. */
export const LAST_ONE = 'LAST';

/** A prize's picture, or the campaign's when the prize has none. */
export const prizeImage = (prizeImageName: string, campaignImageName: string) => imageUrl(prizeImageName || campaignImageName);

/**
 * The campaign's prizes in board order, each with its tickets not yet drawn (not assigned to a paid order), in
 * one statement. A ticket held by an unpaid order stays on the board: nobody learns what that order would win.
 */
export async function boardRows(db: Db, kujiId: number): Promise<BoardRow[]> {
  const rows = await db
    .select({
      prize: kujiPrizes,
      remaining: sql<number>`count(${kujiTickets.id}) filter (where ${kujiTickets.orderId} is null)`.mapWith(Number),
    })
    .from(kujiPrizes)
    .leftJoin(kujiTickets, eq(kujiTickets.prizeId, kujiPrizes.id))
    .where(eq(kujiPrizes.kujiId, kujiId))
    .groupBy(kujiPrizes.id)
    .orderBy(asc(kujiPrizes.sort), asc(kujiPrizes.id));
  return rows.map((r) => ({ ...r.prize, remaining: r.remaining }));
}

/** Tiers A, B, … with `remaining` and the chance the next draw wins each (0 for all when nothing is left). */
export function tiersOf(rows: BoardRow[], campaignImage: string, locale: Locale): KujiTier[] {
  const tiers = rows.filter((r) => r.tier !== LAST_ONE);
  const left = tiers.reduce((sum, r) => sum + r.remaining, 0);
  return tiers.map((r) => ({
    tier: r.tier,
    name: pick(r, 'name', locale),
    image: prizeImage(r.image, campaignImage),
    initial: r.quantity,
    remaining: r.remaining,
    probability: left === 0 ? 0 : r.remaining / left,
  }));
}

/** The tier at each position of the box, in draw order. */
async function boxOrder(db: Db, kujiId: number): Promise<string[]> {
  const rows = await db
    .select({ tier: kujiPrizes.tier })
    .from(kujiTickets)
    .innerJoin(kujiPrizes, eq(kujiPrizes.id, kujiTickets.prizeId))
    .where(eq(kujiTickets.kujiId, kujiId))
    .orderBy(asc(kujiTickets.position));
  return rows.map((r) => r.tier);
}

/** The ticket list as `openCampaign` built it: the board's tiers (not the Last One), each repeated by its count. */
export const ticketListFrom = (rows: BoardRow[]): string[] =>
  ticketListOf(rows.filter((r) => r.tier !== LAST_ONE).map((r) => ({ tier: r.tier, count: r.quantity })));

/** A beacon_chains row as the shop publishes it. */
export const toBeaconChain = (chain: typeof beaconChains.$inferSelect): KujiBeaconChain => ({
  chain_hash: chain.hash,
  public_key: chain.publicKey,
  period: chain.period,
  genesis_time: chain.genesisTime,
  scheme: 'bls-unchained-g1-rfc9380',
  league_of_entropy: chain.hash === leagueOfEntropyQuicknet.chain_hash,
});

/** A campaign's beacon chain as the shop publishes it. */
export async function beaconChainOf(db: Db, chainHash: string): Promise<KujiBeaconChain> {
  const [chain] = await db.select().from(beaconChains).where(eq(beaconChains.hash, chainHash));
  if (!chain) throw new Error(`beacon chain ${chainHash} is not recorded`);
  return toBeaconChain(chain);
}

/** v2: nothing on the board moves any more (every ticket picked, or ended with no paid order awaiting its round). */
async function drawsComplete(db: Db, k: KujiRow, ended: boolean): Promise<boolean> {
  if (k.picked === k.ticketsTotal) return true;
  if (!ended) return false;
  const [waiting] = await db
    .select({ id: kujiOrders.id })
    .from(kujiOrders)
    .where(sql`${kujiOrders.kujiId} = ${k.id} and ${kujiOrders.drawPlace} is not null and ${kujiOrders.drawnAt} is null`)
    .limit(1);
  return !waiting;
}

/**
 * The commitment published before the first sale: the ticket list (rebuilt from the tiers as `openCampaign`
 * built it) and its hash; then v1's seed hash, with the seed and the box order once the box is revealed, or v2's
 * beacon chain (the draws are GET kuji/{kuji_id}/draws).
 */
export async function fairnessOf(db: Db, k: KujiRow, rows: BoardRow[], revealed: boolean): Promise<KujiFairness> {
  const ticketList = ticketListFrom(rows);
  if (k.beaconChainHash) {
    return {
      algorithm: 'drand-hmac-sha256-v2',
      ticket_list: ticketList,
      ticket_list_hash: k.ticketListHash,
      beacon: await beaconChainOf(db, k.beaconChainHash),
      complete: await drawsComplete(db, k, revealed),
    };
  }
  return {
    algorithm: fairnessAlgorithm,
    ticket_list: ticketList,
    ticket_list_hash: k.ticketListHash,
    seed_hash: k.seedHash!,
    seed: revealed ? k.seed : null,
    box_order: revealed ? await boxOrder(db, k.id) : null,
  };
}
