// The floor `npm run bench:kuji` measures the shop's one-draw purchase against: pgbench on the same PostgreSQL,
// doing the bare minimum of one on the shop's own tables (their indexes, keys and checks) with the same number of
// clients. A transaction of the script is one purchase, as two durable transactions: the order is inserted and
// holds a ticket on the hot campaign row; then it is marked paid and takes the next ticket of the box order.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pgBin } from '../scripts/pg-cluster';

const script = `
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

/**
 * Purchases per second of the script by `clients` pgbench clients for `seconds`, on campaign `kujiId` (it must
 * hold more tickets than they can buy) for member `memberId`.
 */
export function pgbenchFloor(
  url: string,
  dir: string,
  opts: { kujiId: number; memberId: number; clients: number; seconds: number },
): number {
  const file = path.join(dir, 'one-draw-purchase.sql');
  fs.writeFileSync(file, script);
  const out = execFileSync(
    path.join(pgBin, 'pgbench'),
    [
      '-n',
      '-f',
      file,
      '-c',
      String(opts.clients),
      '-j',
      '2',
      '-T',
      String(opts.seconds),
      '-D',
      `kuji=${opts.kujiId}`,
      '-D',
      `member=${opts.memberId}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no rate:\n${out}`);
  return Number(tps[1]);
}
