import { boxOrderOf, newSeed, ticketListOf } from '@shop/shared/kuji';

/**
 * The demo lotteries' box: a small box of tiers played in the browser alone (no sign-in, nothing sent or kept
 * anywhere). It is shuffled by the same provably fair algorithm as the shop's real boxes, with a fresh seed, and
 * draws take tickets in that order, so no ticket is drawn twice and whoever takes the last one wins the Last One.
 */
export const demoTiers = [
  { tier: 'A', count: 1 },
  { tier: 'B', count: 2 },
  { tier: 'C', count: 3 },
  { tier: 'D', count: 6 },
] as const;

export type DemoTier = (typeof demoTiers)[number]['tier'];

export interface DemoBox {
  /** Tier codes in draw order. */
  order: readonly string[];
  /** Tickets taken so far (always the first ones of `order`). */
  drawn: number;
}

export interface DemoTicket {
  /** 1-based place in the box order. */
  position: number;
  tier: string;
  /** This ticket was the box's last: it also wins the Last One prize. */
  last_one: boolean;
}

export async function newDemoBox(): Promise<DemoBox> {
  return { order: await boxOrderOf(ticketListOf(demoTiers), newSeed()), drawn: 0 };
}

export const ticketsLeft = (box: DemoBox) => box.order.length - box.drawn;

/** Takes the next `count` tickets (fewer when fewer are left). */
export function drawFromBox(box: DemoBox, count: number): { box: DemoBox; tickets: DemoTicket[] } {
  const take = Math.max(0, Math.min(count, ticketsLeft(box)));
  const tickets = box.order.slice(box.drawn, box.drawn + take).map((tier, i) => {
    const position = box.drawn + i + 1;
    return { position, tier, last_one: position === box.order.length };
  });
  return { box: { ...box, drawn: box.drawn + take }, tickets };
}

/** The board: each tier's remaining and initial count. */
export function demoBoard(box: DemoBox): { tier: string; initial: number; remaining: number }[] {
  const left = box.order.slice(box.drawn);
  return demoTiers.map(({ tier, count }) => ({ tier, initial: count, remaining: left.filter((t) => t === tier).length }));
}
