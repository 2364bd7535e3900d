import { bls12_381 } from '@noble/curves/bls12-381.js';
import type { KujiBeaconChain, KujiDetail, KujiDrawRecord, KujiRecordedDraw } from '@shop/shared/contract';
import { pickTickets, roundAfter, signBeaconRound, ticketListHash, ticketListOf } from '@shop/shared/kuji';
import { kujiDetail, kujiSummary, tiers } from './kujiFixtures';

// A local chain whose rounds a fresh key signs here, as the shop's local beacon does: the verifier runs for real.
const bls = bls12_381.shortSignatures;
const { secretKey, publicKey } = bls.keygen();

/** The shop's local test beacon (not the League of Entropy's): quicknet's period, genesis in November 2026. */
export const localChain: KujiBeaconChain = {
  chain_hash: 'cd'.repeat(32),
  public_key: publicKey.toHex(),
  period: 3,
  genesis_time: 1_795_000_000,
  scheme: 'bls-unchained-g1-rfc9380',
  league_of_entropy: false,
};

/** One paid order: its id, its draws, when it was paid; `waiting` while its round is not out. */
export interface PaidOrder {
  orderId: number;
  draws: number;
  paidAt: string;
  waiting?: boolean;
}

/** The board's ticket list (A 2, B 4, C 12, D 32). */
export const boardTicketList = () => ticketListOf(tiers().map((tier) => ({ tier: tier.tier, count: tier.initial })));

/** A campaign's published record, each order's tickets picked by the real algorithm from its round signed here. */
export async function drawRecordOf(kujiId: number, orders: PaidOrder[], chain = localChain): Promise<KujiDrawRecord> {
  const ticketList = boardTicketList();
  let remaining = ticketList.map((_, i) => i + 1);
  let total = 0;
  const draws: KujiRecordedDraw[] = [];
  for (const [i, order] of orders.entries()) {
    const round = roundAfter(chain, Date.parse(order.paidAt));
    const beacon = order.waiting ? null : signBeaconRound(secretKey, round);
    const tickets = beacon ? await pickTickets(beacon.randomness, kujiId, order.orderId, order.draws, remaining) : [];
    remaining = remaining.filter((ticket) => !tickets.includes(ticket));
    total += order.draws;
    draws.push({
      place: i + 1,
      order_id: order.orderId,
      draws: order.draws,
      paid_at: order.paidAt,
      round,
      signature: beacon?.signature ?? null,
      tickets,
      last_one: total === ticketList.length,
    });
  }
  return {
    kuji_id: kujiId,
    algorithm: 'drand-hmac-sha256-v2',
    ticket_list: ticketList,
    ticket_list_hash: await ticketListHash(ticketList),
    beacon: chain,
    draws,
  };
}

/** A v2 campaign as its page gets it, its board matching `record`'s picks (v2 draws count once picked). */
export async function beaconKuji(record: KujiDrawRecord, fields: Partial<KujiDetail> = {}): Promise<KujiDetail> {
  const board = tiers([2, 4, 12, 32]).map((tier) => {
    const drawn = record.draws.flatMap((draw) => draw.tickets).filter((ticket) => record.ticket_list[ticket - 1] === tier.tier);
    return { ...tier, remaining: tier.initial - drawn.length };
  });
  const held = record.draws.reduce((sum, draw) => sum + draw.draws, 0);
  const left = board.reduce((sum, tier) => sum + tier.remaining, 0);
  return kujiDetail({
    ...kujiSummary(record.kuji_id, { title: 'Moon Garden Ichiban Kuji', tickets_left: record.ticket_list.length - held }),
    tiers: board.map((tier) => ({ ...tier, probability: left === 0 ? 0 : tier.remaining / left })),
    fairness: {
      algorithm: 'drand-hmac-sha256-v2',
      ticket_list: record.ticket_list,
      ticket_list_hash: record.ticket_list_hash,
      beacon: record.beacon,
      complete: held === record.ticket_list.length && record.draws.every((draw) => draw.signature !== null),
    },
    ...fields,
  });
}

/** `count` paid orders of campaign `kujiId`, one a minute from 10:00 UTC on 2026-11-27, of 1 to 3 draws. */
export const paidOrders = (count: number, first = 101): PaidOrder[] =>
  Array.from({ length: count }, (_, i) => ({
    orderId: first + i,
    draws: (i % 3) + 1,
    paidAt: new Date(Date.UTC(2026, 10, 27, 10, i, 0, 500)).toISOString(),
  }));
