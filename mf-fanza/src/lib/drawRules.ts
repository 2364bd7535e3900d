import type { KujiDetail } from '@shop/shared/contract';

/** The fixed numbers of draws offered (the campaign page's buy buttons, the checkout's quick choices). */
export const drawCounts = [1, 3, 5, 10] as const;

/** What the checkout needs of a campaign to say how many draws one order may buy. */
export type DrawLimits = Pick<KujiDetail, 'status' | 'tickets_left' | 'per_order_limit'>;

/** The most draws this order may buy now: the per-order limit, and never more than the tickets left. */
export function maxDraws(kuji: DrawLimits): number {
  return kuji.status === 'on_sale' ? Math.max(0, Math.min(kuji.per_order_limit, kuji.tickets_left)) : 0;
}

/**
 * The draws to start the checkout with: the number the campaign page asked for (`draws` in the address), kept
 * within 1 and what this order may buy; 1 when the address says nothing usable.
 */
export function initialDraws(asked: string | null, kuji: DrawLimits): number {
  const most = maxDraws(kuji);
  const wanted = asked && /^\d{1,4}$/.test(asked) ? Number(asked) : 1;
  return Math.min(Math.max(wanted, 1), Math.max(most, 1));
}

/** The draws after a step of the stepper, kept within the limits. */
export function stepDraws(current: number, step: number, kuji: DrawLimits): number {
  return Math.min(Math.max(current + step, 1), Math.max(maxDraws(kuji), 1));
}

/** The quick choices the checkout offers (like the campaign page's buy buttons), those this order may buy. */
export function drawChoices(kuji: DrawLimits): number[] {
  const most = maxDraws(kuji);
  return [...new Set([...drawCounts, most])].filter((n) => n >= 1 && n <= most).sort((a, b) => a - b);
}
