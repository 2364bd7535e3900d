// The floors bench:kuji and bench:checkout measure the shop's purchases against: pgbench on the same PostgreSQL,
// doing the bare minimum of one on the shop's own tables (their indexes, keys and checks) with the same number of
// clients. A transaction of a script is one purchase, as two durable transactions. One draw: the order is inserted
// and holds a ticket on the hot campaign row; then it is marked paid and takes the next ticket of the box order.
// One item: the order and its item are inserted and a unit of one of the pool's products taken; then it is paid.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pgBin } from '../scripts/pg-cluster';

const oneDraw = `
BEGIN;
INSERT INTO kuji_orders (user_id, kuji_id, draws, price, subtotal, total, payment_method, payment_deadline)
  VALUES (:member, :kuji, 1, 100, 100, 100, 'credit_card', now() + interval '30 minutes') RETURNING id AS order_id \\gset
UPDATE kujis SET reserved = reserved + 1 WHERE id = :kuji AND tickets_total - reserved >= 1;
COMMIT;
BEGIN;
UPDATE kuji_orders SET status = 'paid', paid_at = now(), payment_deadline = NULL
  WHERE id = :order_id AND status = 'pending_payment';
UPDATE kujis SET drawn = drawn + 1 WHERE id = :kuji RETURNING drawn \\gset
UPDATE kuji_tickets SET order_id = :order_id, drawn_at = now() WHERE kuji_id = :kuji AND position = :drawn;
COMMIT;
`;

const oneItem = (productIds: number[]) => `
\\set k random(1, ${productIds.length})
BEGIN;
INSERT INTO orders (guest_email, ships_from, country_code, delivery_method, recipient, address, payment_method,
    subtotal, shipping_fee, discount, total, payment_deadline)
  VALUES ('floor@example.com', 'TW', 'TW', 'home', '{"name":"Floor"}', '{"city":"Taipei"}', 'credit_card',
    100, 60, 0, 160, now() + interval '30 minutes') RETURNING id AS order_id \\gset
UPDATE products SET stock = stock - 1 WHERE id = (ARRAY[${productIds.join(',')}])[:k] AND stock >= 1
  RETURNING id AS product_id, coalesce(selling_price, marked_price) AS price \\gset
INSERT INTO order_items (order_id, product_id, sku, name_tw, name_cn, name_en, unit_price, marked_price, amount,
    reserved, pre_order)
  VALUES (:order_id, :product_id, 'floor', 'floor', 'floor', 'floor', :price, :price, 1, 1, false);
COMMIT;
BEGIN;
UPDATE orders SET paid_at = now(), payment_deadline = NULL
  WHERE id = :order_id AND status = 'pending_activation' AND paid_at IS NULL;
COMMIT;
`;

/**
 * One-draw purchases per second by `clients` pgbench clients for `seconds`, on campaign `kujiId` (it must hold more
 * tickets than they can buy) for member `memberId`.
 */
export function pgbenchFloor(
  url: string,
  dir: string,
  opts: { kujiId: number; memberId: number; clients: number; seconds: number },
): number {
  return runPgbench(url, dir, 'one-draw-purchase.sql', oneDraw, opts.clients, opts.seconds, [
    `kuji=${opts.kujiId}`,
    `member=${opts.memberId}`,
  ]);
}

/** One-item checkouts per second by `clients` pgbench clients for `seconds`, each of one of `productIds`. */
export function checkoutFloor(url: string, dir: string, opts: { productIds: number[]; clients: number; seconds: number }) {
  return runPgbench(url, dir, 'one-item-checkout.sql', oneItem(opts.productIds), opts.clients, opts.seconds, []);
}

function runPgbench(
  url: string,
  dir: string,
  name: string,
  script: string,
  clients: number,
  seconds: number,
  defines: string[],
): number {
  const file = path.join(dir, name);
  fs.writeFileSync(file, script);
  const out = execFileSync(
    path.join(pgBin, 'pgbench'),
    ['-n', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds), ...defines.flatMap((d) => ['-D', d]), url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no rate:\n${out}`);
  return Number(tps[1]);
}
