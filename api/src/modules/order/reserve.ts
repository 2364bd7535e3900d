import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { reserveStocks, type Reservation } from '../product/service';
import type { PricedLine } from './draft';

// An order's stock, taken inside its transaction: every product it takes (as a line, as a set item of other lines,
// or both) in one conditional UPDATE for all its units, in product id order, so two orders never deadlock and
// neither can take a set item's last units twice.

export interface Taken {
  /** What the product's line (if any) reserved. */
  line: Map<number, Reservation>;
  /** Units reserved for a set item of a line: `${line product id}:${item id}`. */
  sub: Map<string, number>;
}

export async function reserveLines(tx: Db, lines: PricedLine[]): Promise<Taken> {
  const units = new Map<number, number>();
  const add = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const l of lines) {
    add(l.product.id, l.amount);
    for (const s of l.subs) add(s.product.id, s.amount * l.amount);
  }
  const byProduct = await reserveStocks(tx, units);
  if (!byProduct) fail('CHECKOUT_FAILED');
  // Pre-orders take nothing; otherwise each part reserved exactly its own units.
  const taken: Taken = { line: new Map(), sub: new Map() };
  for (const l of lines) {
    const r = byProduct.get(l.product.id)!;
    if (r.unitPrice !== l.unitPrice) fail('PRICE_UPDATED');
    taken.line.set(l.product.id, { ...r, reserved: r.reserved > 0 ? l.amount : 0 });
    for (const s of l.subs)
      taken.sub.set(`${l.product.id}:${s.product.id}`, byProduct.get(s.product.id)!.reserved > 0 ? s.amount * l.amount : 0);
  }
  return taken;
}
