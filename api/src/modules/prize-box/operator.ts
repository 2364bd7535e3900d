import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prizeShipmentItems, prizeShipments } from '../../db/schema';
import { OperatorError } from '../../platform/operator-command';
import { shipmentNumber } from './payment-seam';
import { prizesOfShipments, type ShipmentRow } from './service';
import { shipShipment } from './ship';

// The operator's prize-box commands (`npm run prizes -w api -- …`; platform/operator-command.ts).

export const prizesUsage = [
  'npm run prizes -w api -- list [status] [--limit N]   (pending_payment, paid, shipped, expired; newest first)',
  'npm run prizes -w api -- show <shipment id>         (where it goes and the prizes it carries)',
  'npm run prizes -w api -- ship <shipment id> <carrier> <tracking number>   (a paid shipment leaves; its member is mailed)',
];

const statuses = ['pending_payment', 'paid', 'shipped', 'expired'];

const idOf = (arg: string | undefined) => {
  const id = Number(arg);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new OperatorError(`not a shipment id: ${arg ?? '(missing)'}`);
  return id;
};

function line(s: ShipmentRow, prizes: number): string {
  const to = s.cvsStore ? `${s.cvsStore.brand} ${s.cvsStore.name}` : `${s.address?.city ?? ''} ${s.address?.detail ?? ''}`.trim();
  const track = s.trackingCode ? ` ${s.carrier} ${s.trackingCode}` : '';
  return `#${s.id} ${shipmentNumber(s)} ${s.status} member ${s.userId} ${prizes} prize(s) NT$${s.shippingFee} ${s.countryCode} ${s.deliveryMethod} ${to}${track}`;
}

async function rowOf(db: Db, id: number): Promise<ShipmentRow> {
  const [s] = await db.select().from(prizeShipments).where(eq(prizeShipments.id, id));
  if (!s) throw new OperatorError(`prize shipment ${id} does not exist`);
  return s;
}

async function show(db: Db, id: number): Promise<string[]> {
  const s = await rowOf(db, id);
  const prizes = (await prizesOfShipments(db, s.userId, [s], 'tw')).get(s.id) ?? [];
  const r = s.recipient;
  return [
    line(s, prizes.length),
    `  to ${r.name} +${r.phone_code} ${r.phone_number} ${r.email}${s.customsId ? ` customs ${s.customsId}` : ''}`,
    ...prizes.map((p) => `  ${p.prizeId} ${p.orderNumber} ${p.kujiTitle} ${p.tier} ${p.name}`),
  ];
}

export async function runPrizesCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, ...args] = argv;
  switch (command) {
    case 'list': {
      const limitAt = args.indexOf('--limit');
      const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 20;
      const status = args.find((a, i) => !a.startsWith('--') && (limitAt < 0 || i !== limitAt + 1));
      if (status && !statuses.includes(status)) throw new OperatorError(`unknown status ${status} (${statuses.join(', ')})`);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OperatorError('--limit takes 1 to 1000');
      const rows = await db
        .select()
        .from(prizeShipments)
        .where(status ? eq(prizeShipments.status, status) : undefined)
        .orderBy(desc(prizeShipments.id))
        .limit(limit);
      if (rows.length === 0) return ['no prize shipments'];
      const items = await db
        .select({ shipmentId: prizeShipmentItems.shipmentId })
        .from(prizeShipmentItems)
        .where(
          inArray(
            prizeShipmentItems.shipmentId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) => line(r, items.filter((i) => i.shipmentId === r.id).length));
    }
    case 'show':
      return show(db, idOf(args[0]));
    case 'ship': {
      const id = idOf(args[0]);
      const [carrier, tracking] = [args[1], args.slice(2).join(' ')];
      if (!carrier || !tracking)
        throw new OperatorError('ship needs a carrier and a tracking number: ship <shipment id> <carrier> <tracking number>');
      const outcome = await shipShipment(db, id, carrier, tracking);
      if (outcome === 'missing') throw new OperatorError(`prize shipment ${id} does not exist`);
      if (outcome === 'unpaid') throw new OperatorError(`prize shipment ${id} is not paid yet`);
      if (outcome === 'expired') throw new OperatorError(`prize shipment ${id} expired unpaid: its prizes are back in the box`);
      if (outcome === 'already_shipped') throw new OperatorError(`prize shipment ${id} was already shipped`);
      return show(db, id);
    }
    default:
      throw new OperatorError(`usage:\n${prizesUsage.join('\n')}`);
  }
}
