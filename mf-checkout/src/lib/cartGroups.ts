import type { CartItem } from '@shop/shared/contract';
import { salesAreaOf } from '@shop/shared/forms/rules';
import { origins, type Origin } from './area';

/** In stock or pre-order: the two kinds of line that can be bought, each checked out on its own. */
export type LineKind = 'inStock' | 'preOrder';

/**
 * Why a line cannot be bought now (SPEC §2 unavailable items): sold out, no longer on sale (expired),
 * not sold in the destination's area, or nothing ships from its origin to the destination.
 */
export type BlockedReason = 'soldOut' | 'ended' | 'notInArea' | 'cannotShip';

export interface CartGroup {
  kind: LineKind;
  origin: Origin;
  lines: CartItem[];
}

export interface BlockedLine {
  line: CartItem;
  reason: BlockedReason;
}

export interface GroupedCart {
  /** In stock from Taiwan, from China, then pre-orders from Taiwan, from China; only groups with lines. */
  groups: CartGroup[];
  /** Lines that can only be removed. */
  blocked: BlockedLine[];
}

export interface Destination {
  countryCode: string;
  /** Whether some delivery method ships from this origin to the destination. */
  shipsFrom: (origin: Origin) => boolean;
}

export const lineOrigin = (line: CartItem): Origin => line.product.ships_from;
export const lineKind = (line: CartItem): LineKind => (line.state === 'pre_order' ? 'preOrder' : 'inStock');

/** Why `line` cannot be bought for this destination, or null when it can. */
export function blockedReason(line: CartItem, destination: Destination): BlockedReason | null {
  if (line.state === 'unavailable') return 'ended';
  if (line.state === 'sold_out' || line.max_amount <= 0) return 'soldOut';
  if (!line.product.sales_area.includes(salesAreaOf(destination.countryCode))) return 'notInArea';
  if (!destination.shipsFrom(lineOrigin(line))) return 'cannotShip';
  return null;
}

/**
 * More in the cart than may be bought now (the stock fell, the limit is lower): the line stays in its group
 * but cannot be selected until its quantity is lowered to `max_amount`.
 */
export const overLimit = (line: CartItem): boolean => line.amount > line.max_amount;

/**
 * What a line is set to when `asked` for (a step, or a number typed, which the stepper passes on as typed): at
 * most `max_amount`, but a line over it steps down one at a time, as the minus button says.
 */
export const settableAmount = (line: CartItem, asked: number): number =>
  asked === line.amount - 1 ? asked : Math.min(asked, line.max_amount);

/** Sorts the cart into the groups the page shows, keeping the cart's order inside each group. */
export function groupCart(lines: readonly CartItem[], destination: Destination): GroupedCart {
  const blocked: BlockedLine[] = [];
  const buyable: CartItem[] = [];
  for (const line of lines) {
    const reason = blockedReason(line, destination);
    if (reason) blocked.push({ line, reason });
    else buyable.push(line);
  }
  const groups = (['inStock', 'preOrder'] as const).flatMap((kind) =>
    origins.map((origin) => ({
      kind,
      origin,
      lines: buyable.filter((line) => lineKind(line) === kind && lineOrigin(line) === origin),
    })),
  );
  return { groups: groups.filter((group) => group.lines.length > 0), blocked };
}

export const groupKey = (group: Pick<CartGroup, 'kind' | 'origin'>) => `${group.kind}-${group.origin}`;
