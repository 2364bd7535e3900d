import type { KujiDetail, KujiFairnessV1 } from '@shop/shared/contract';
import { ticketListHash, verifyBox } from '@shop/shared/kuji';
import type { Locale } from '../../platform/locale';
import { verifyTexts } from './verify-texts';

// What `npm run kuji:verify` concludes from a v1 campaign as GET kuji/{kuji_id} published it (and, optionally, the
// caller's own drawn tickets): each check in reading order, and the exit code.

/** A campaign whose box order was fixed by a seed at opening (v1). */
export type SeededCampaign = KujiDetail & { fairness: KujiFairnessV1 };

export const EXIT = { fair: 0, unfair: 1, sealed: 2, cannotCheck: 3 } as const;

export interface DrawnTicket {
  position: number;
  tier: string;
}

export interface VerifyReport {
  exitCode: (typeof EXIT)[keyof typeof EXIT];
  lines: string[];
}

/** How many tickets of each tier a list holds. */
export const tally = (tiers: readonly string[]) => {
  const out = new Map<string, number>();
  for (const tier of tiers) out.set(tier, (out.get(tier) ?? 0) + 1);
  return out;
};

/** The board's tiers and counts, in order, as the ticket list holds them (either algorithm). */
export function boardMatchesList(kuji: KujiDetail): boolean {
  const counts = tally(kuji.fairness.ticket_list);
  return (
    counts.size === kuji.tiers.length &&
    kuji.tiers.every((t) => counts.get(t.tier) === t.initial) &&
    kuji.fairness.ticket_list.join() === kuji.tiers.flatMap((t) => Array<string>(t.initial).fill(t.tier)).join()
  );
}

/** Draws take the box in order, so what the board still shows must be exactly the box after the drawn tickets. */
function remainingMatchesBox(kuji: SeededCampaign, boxOrder: readonly string[]): { ok: boolean; drawn: number } {
  const drawn = boxOrder.length - kuji.tiers.reduce((sum, t) => sum + t.remaining, 0);
  if (drawn < 0) return { ok: false, drawn: 0 };
  const rest = tally(boxOrder.slice(drawn));
  return { ok: kuji.tiers.every((t) => (rest.get(t.tier) ?? 0) === t.remaining), drawn };
}

export async function verifyReport(kuji: SeededCampaign, draws: readonly DrawnTicket[], locale: Locale): Promise<VerifyReport> {
  const say = verifyTexts[locale];
  const { fairness } = kuji;
  const lines = [say.heading(kuji.kuji_id, kuji.title, fairness.ticket_list.length, fairness.algorithm)];
  const check = (ok: boolean, text: string) => {
    lines.push(`${ok ? '✓' : '✗'} ${text}`);
    return ok;
  };
  const unfair = (): VerifyReport => ({ exitCode: EXIT.unfair, lines: [...lines, say.unfair] });

  const boardOk = boardMatchesList(kuji);
  if (!check(boardOk, say.board(boardOk))) return unfair();
  const listOk = (await ticketListHash(fairness.ticket_list)) === fairness.ticket_list_hash;
  if (!check(listOk, say.ticketListHash(listOk, fairness.ticket_list_hash))) return unfair();
  if (fairness.seed === null || fairness.box_order === null)
    return { exitCode: EXIT.sealed, lines: [...lines, say.sealed(fairness.seed_hash)] };

  const result = await verifyBox(fairness, draws);
  const seedOk = result.failed !== 'seed_hash';
  if (!check(seedOk, say.seedHash(seedOk))) return unfair();
  const orderOk = result.failed !== 'box_order';
  if (!check(orderOk, say.boxOrder(orderOk, fairness.box_order.length, result.position))) return unfair();
  if (draws.length > 0) {
    const drawsOk = result.failed !== 'draws';
    if (!check(drawsOk, say.draws(drawsOk, draws.length, result.position))) return unfair();
  }
  const board = remainingMatchesBox(kuji, fairness.box_order);
  if (!check(board.ok, say.remaining(board.ok, board.drawn))) return unfair();
  return { exitCode: EXIT.fair, lines: [...lines, say.fair] };
}

/** Thrown for input the command cannot check: it says why (exit 3). */
export class VerifyInputError extends Error {}

const isTicket = (x: unknown): x is DrawnTicket =>
  typeof x === 'object' &&
  x !== null &&
  Number.isInteger((x as DrawnTicket).position) &&
  (x as DrawnTicket).position >= 1 &&
  typeof (x as DrawnTicket).tier === 'string';

/**
 * The caller's drawn tickets from a saved file: the draw show's answer (GET kuji-order/{id}/draw), an order's
 * prizes (…/prizes or the order record), or a plain array of `{ position, tier }`.
 */
export function drawsFrom(json: unknown, kujiId: number): DrawnTicket[] {
  let body = json as Record<string, unknown> | unknown[];
  if (!Array.isArray(body) && body && typeof body === 'object' && 'data' in body) body = body.data as typeof body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    if (typeof body.kuji_id === 'number' && body.kuji_id !== kujiId)
      throw new VerifyInputError(`the draws file is of kuji ${body.kuji_id}, not ${kujiId}`);
    body = (body.tickets ?? body.prizes) as unknown[];
  }
  if (!Array.isArray(body) || !body.every(isTicket))
    throw new VerifyInputError('the draws file holds no list of tickets with a position and a tier');
  // A ticket that also won the Last One is one position of the box: its tier is what the box order shows.
  return body.filter((t) => t.tier !== 'LAST').map((t) => ({ position: t.position, tier: t.tier }));
}
