import type { KujiDetail, KujiFairnessV1, KujiTier } from '@shop/shared/contract';
import { kujiSummary } from '@shop/shared/testing';
import { boxOrderOf, sha256Hex, ticketListHash, ticketListOf } from '@shop/shared/kuji';

export { kujiSummary };

/** The seeded board's tiers (A 2, B 4, C 12, D 32) with `remaining` of each; chances as the API computes them. */
export function tiers(remaining: [number, number, number, number] = [2, 4, 10, 26]): KujiTier[] {
  const initial = [2, 4, 12, 32];
  const left = remaining.reduce((sum, n) => sum + n, 0);
  return ['A', 'B', 'C', 'D'].map((tier, index) => ({
    tier,
    name: `Prize ${tier}`,
    image: `/api/v1/images/kp-1-${tier.toLowerCase()}.jpg`,
    initial: initial[index]!,
    remaining: remaining[index]!,
    probability: left === 0 ? 0 : remaining[index]! / left,
  }));
}

const hiddenSeedHash = 'c'.repeat(64);

/** Campaign 1 as its page gets it: on sale, 42 left on a board of 50, up to 10 draws an order, not revealed. */
export function kujiDetail(fields: Partial<KujiDetail> = {}): KujiDetail {
  const board = tiers();
  const ticketList = ticketListOf(board.map((t) => ({ tier: t.tier, count: t.initial })));
  return {
    ...kujiSummary(1, { title: 'Star Sea Voyagers Ichiban Kuji' }),
    images: ['/api/v1/images/k-1.jpg', '/api/v1/images/kp-1-a.jpg'],
    description: 'Each draw wins one prize.\nPrizes wait in your prize box.',
    tiers: board,
    last_one: { name: 'Last One prize: special figure', image: '/api/v1/images/kp-1-last.jpg', won: false },
    per_order_limit: 10,
    member_limit: null,
    member_draws: null,
    fairness: {
      algorithm: 'hmac-sha256-fisher-yates-v1',
      ticket_list: ticketList,
      ticket_list_hash: 'd'.repeat(64),
      seed_hash: hiddenSeedHash,
      seed: null,
      box_order: null,
    },
    drop: null,
    ...fields,
  };
}

/** A sold-out campaign whose box is revealed, with a real commitment computed by the published algorithm. */
export async function revealedKuji(id = 5, seed = 'a3'.repeat(32)): Promise<KujiDetail & { fairness: KujiFairnessV1 }> {
  const board = tiers([0, 0, 0, 0]);
  const ticketList = ticketListOf(board.map((t) => ({ tier: t.tier, count: t.initial })));
  const fairness: KujiFairnessV1 = {
    algorithm: 'hmac-sha256-fisher-yates-v1',
    ticket_list: ticketList,
    ticket_list_hash: await ticketListHash(ticketList),
    seed_hash: await sha256Hex(seed),
    seed,
    box_order: await boxOrderOf(ticketList, seed),
  };
  return {
    ...kujiDetail({
      ...kujiSummary(id, { title: 'Dragon Valley Ichiban Kuji', status: 'sold_out', tickets_left: 0 }),
      tiers: board,
      last_one: { name: 'Last One prize: special figure', image: '/api/v1/images/kp-5-last.jpg', won: true },
    }),
    fairness,
  };
}
