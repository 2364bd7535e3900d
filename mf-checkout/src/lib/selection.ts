import type { CartItem } from '@shop/shared/contract';
import type { CartLine } from '@shop/shared/stores';
import { groupKey, lineKind, lineOrigin, overLimit, type CartGroup } from './cartGroups';

/**
 * Why a line cannot join the lines already selected for one checkout:
 * - `separately`: a single-checkout-only item is bought alone (SPEC §5 'This item must be purchased separately');
 * - `oneOrigin`: one order ships from one place, so Taiwan and China items are checked out apart;
 * - `preOrderApart`: pre-orders ship when released, so they are not mixed with items in stock.
 */
export type SelectionRefusal = 'separately' | 'oneOrigin' | 'preOrderApart';

/** Why the selection cannot go to checkout: nothing chosen, or only part of a pre-order group (SPEC §5). */
export type CheckoutRefusal = 'empty' | 'selectAll';

const single = (line: CartItem) => line.product.is_single_checkout;

/** Whether the shopper may tick this line at all (its quantity fits what may be bought). */
export const selectable = (line: CartItem): boolean => !overLimit(line);

/** Null when `line` may be selected together with `selected`, else the rule it breaks. */
export function refusalToAdd(line: CartItem, selected: readonly CartItem[]): SelectionRefusal | null {
  const others = selected.filter((other) => other.product_id !== line.product_id);
  if (others.length === 0) return null;
  if (single(line) || others.some(single)) return 'separately';
  if (others.some((other) => lineOrigin(other) !== lineOrigin(line))) return 'oneOrigin';
  if (others.some((other) => lineKind(other) !== lineKind(line))) return 'preOrderApart';
  return null;
}

/**
 * What "select all" of a group selects: its selectable lines, single-checkout-only ones left out unless one is
 * all the group holds (they are bought alone).
 */
export function selectAllOf(group: CartGroup): CartItem[] {
  const lines = group.lines.filter(selectable);
  return lines.length === 1 ? lines : lines.filter((line) => !single(line));
}

/**
 * A pre-order group is checked out whole: its pre-orders ship together when released, so a selection of
 * some of them asks for all of them ('Please select all items'). A single-checkout-only line is bought alone.
 */
export function checkoutRefusal(selected: readonly CartItem[], groups: readonly CartGroup[]): CheckoutRefusal | null {
  if (selected.length === 0) return 'empty';
  const first = selected[0]!;
  if (selected.length === 1 && single(first)) return null;
  const group = groups.find(
    (candidate) => groupKey(candidate) === groupKey({ kind: lineKind(first), origin: lineOrigin(first) }),
  );
  if (group?.kind === 'preOrder') {
    const chosen = new Set(selected.map((line) => line.product_id));
    if (selectAllOf(group).some((line) => !chosen.has(line.product_id))) return 'selectAll';
  }
  return null;
}

/** The selection as checkout reads it (SPEC §3 `selectedList`): each line's product, amount and sub products. */
export function toSelectedList(lines: readonly CartItem[]): CartLine[] {
  // The cart names and prices its set items; an order line names only which and how many.
  return lines.map(({ product_id, amount, sub_product_infos }) =>
    sub_product_infos.length > 0
      ? {
          product_id,
          amount,
          sub_product_infos: sub_product_infos.map((sub) => ({ product_id: sub.product_id, amount: sub.amount })),
        }
      : { product_id, amount },
  );
}

/**
 * The lines of `candidates` (the buyable lines, in the cart's order) that a stored selection still names and
 * that may still be selected together: a line that became unbuyable drops out, and so does one that breaks
 * a rule with those before it (a selection stored by an older page, another tab).
 */
export function selectedLines(stored: readonly CartLine[], candidates: readonly CartItem[]): CartItem[] {
  const ids = new Set(stored.map((line) => line.product_id));
  return candidates.reduce<CartItem[]>(
    (kept, line) => (ids.has(line.product_id) && selectable(line) && !refusalToAdd(line, kept) ? [...kept, line] : kept),
    [],
  );
}
