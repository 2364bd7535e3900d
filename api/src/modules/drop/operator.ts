import { and, asc, eq } from 'drizzle-orm';
import type { DropKind } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { drops, kujis, products } from '../../db/schema';
import { OperatorError } from '../../platform/operator-command';
import { cursorForRate, firstAdmitted, type DropRow } from './schedule';
import { readInfo } from './service';

// The operator's drop commands (`npm run drops -w api -- …`; platform/operator-command.ts): put a kuji campaign or
// a product on sale at a time behind a waiting room, change its admission rate while it runs, end it.

export const dropUsage = [
  'npm run drops -w api -- list',
  'npm run drops -w api -- set <kuji|product> <id> --starts <time> [--opens <time>] [--rate N] [--window S]',
  '    time: ISO 8601 (2026-12-01T12:00:00+08:00) or +N[s|m|h] from now; --opens: when the room opens (default',
  '    30 minutes before the start); --rate: places admitted per minute (default 60); --window: seconds an',
  '    admitted shopper has to buy (default 300). Times can change only before the room opens.',
  'npm run drops -w api -- rate <kuji|product> <id> <per minute>   (the queue carries on at the new rate)',
  'npm run drops -w api -- end <kuji|product> <id>                 (purchases are no longer gated)',
];

const kindOf = (arg: string | undefined): DropKind => {
  if (arg === 'kuji' || arg === 'product') return arg;
  throw new OperatorError(`not a drop kind: ${arg ?? '(missing)'} (kuji or product)`);
};

const idOf = (arg: string | undefined) => {
  const id = Number(arg);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new OperatorError(`not an id: ${arg ?? '(missing)'}`);
  return id;
};

/** A time as ISO 8601 or `+N[s|m|h]` from `now`. */
export function timeOf(arg: string | undefined, now: Date): Date {
  const relative = /^\+(\d{1,7})([smh]?)$/.exec(arg ?? '');
  if (relative) {
    const unit = { s: 1, '': 1, m: 60, h: 3600 }[relative[2] as 's' | 'm' | 'h' | ''];
    return new Date(now.getTime() + Number(relative[1]) * unit * 1000);
  }
  const t = new Date(arg ?? '');
  if (!arg || Number.isNaN(t.getTime())) throw new OperatorError(`not a time: ${arg ?? '(missing)'}`);
  return t;
}

const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const wholeIn = (arg: string | undefined, fallback: number, min: number, max: number, what: string) => {
  const n = arg === undefined ? fallback : Number(arg);
  if (!Number.isInteger(n) || n < min || n > max) throw new OperatorError(`${what} takes ${min} to ${max}`);
  return n;
};

async function targetExists(db: Db, kind: DropKind, id: number) {
  const table = kind === 'kuji' ? kujis : products;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new OperatorError(`${kind} ${id} does not exist`);
}

async function describe(db: Db, d: DropRow): Promise<string> {
  const info = await readInfo(db, d, new Date());
  return (
    `${d.kind} ${d.targetId}: room opens ${d.opensAt.toISOString()}, starts ${d.startsAt.toISOString()}, ` +
    `${d.admitPerMinute}/min, ${d.buyWindowSeconds} s to buy; ${info.waiting} waiting, ${info.left} left`
  );
}

async function find(db: Db, kind: DropKind, id: number): Promise<DropRow> {
  const [d] = await db
    .select()
    .from(drops)
    .where(and(eq(drops.kind, kind), eq(drops.targetId, id)));
  if (!d) throw new OperatorError(`${kind} ${id} is not a drop`);
  return d;
}

async function set(db: Db, kind: DropKind, id: number, args: string[], now: Date): Promise<DropRow> {
  await targetExists(db, kind, id);
  const startsAt = timeOf(option(args, '--starts'), now);
  const opensArg = option(args, '--opens');
  const opensAt = opensArg ? timeOf(opensArg, now) : new Date(startsAt.getTime() - 30 * 60_000);
  if (opensAt > startsAt) throw new OperatorError('the room opens before the start, not after it');
  const rate = wholeIn(option(args, '--rate'), 60, 1, 1_000_000, '--rate');
  const window = wholeIn(option(args, '--window'), 300, 10, 86_400, '--window');
  const [existing] = await db
    .select()
    .from(drops)
    .where(and(eq(drops.kind, kind), eq(drops.targetId, id)));
  if (existing && existing.opensAt <= now)
    throw new OperatorError(`${kind} ${id}'s room is open: change its rate (rate …) or end it (end …)`);
  const values = {
    opensAt,
    startsAt,
    admitPerMinute: rate,
    buyWindowSeconds: window,
    cursorPosition: firstAdmitted(rate),
    cursorAt: startsAt,
  };
  const [row] = await db
    .insert(drops)
    .values({ kind, targetId: id, ...values })
    .onConflictDoUpdate({ target: [drops.kind, drops.targetId], set: values })
    .returning();
  return row!;
}

export async function runDropCommand(db: Db, argv: string[]): Promise<string[]> {
  const [command, ...args] = argv;
  const now = new Date();
  switch (command) {
    case 'list': {
      const rows = await db.select().from(drops).orderBy(asc(drops.startsAt));
      return rows.length ? Promise.all(rows.map((d) => describe(db, d))) : ['no drops'];
    }
    case 'set':
      return [await describe(db, await set(db, kindOf(args[0]), idOf(args[1]), args.slice(2), now))];
    case 'rate': {
      const d = await find(db, kindOf(args[0]), idOf(args[1]));
      const rate = wholeIn(args[2], 0, 1, 1_000_000, 'rate');
      // The row is taken first: two changes at once do not both start from the old cursor.
      const updated = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(drops).where(eq(drops.id, d.id)).for('update');
        const [row] = await tx
          .update(drops)
          .set({ admitPerMinute: rate, ...cursorForRate(locked!, rate, new Date()) })
          .where(eq(drops.id, d.id))
          .returning();
        return row!;
      });
      return [await describe(db, updated)];
    }
    case 'end': {
      const d = await find(db, kindOf(args[0]), idOf(args[1]));
      await db.delete(drops).where(eq(drops.id, d.id));
      return [`${d.kind} ${d.targetId} is no longer a drop`];
    }
    default:
      throw new OperatorError(`usage:\n${dropUsage.join('\n')}`);
  }
}
