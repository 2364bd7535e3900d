// The operator's commands: `npm run orders -w api -- …` (list, show, advance, ship, finish, cancel, ship-prizes)
// `npm run drops -w api -- …` (list, set, rate, end), `npm run outbox -w api -- …` (stats, dead, retry),
// `npm run invoices -w api -- …` (list, show, ranges, add-range), `npm run prizes -w api -- …` (list, show, ship:
// the prize box's shipments) and `npm run operators -w api -- …` (list, add, reset-password: the console's
// accounts); the first argument names the command.
// With DATABASE_URL it works on PostgreSQL directly (any number of API processes may be running). On the embedded
// PGlite database it opens the data directory itself, or, when a running shop holds it, sends the command to that
// shop's /dev/orders or /dev/drops (PUBLIC_URL, else http://localhost:$PORT, else :8080), which runs the very same code.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { dropUsage, runDropCommand } from '../src/modules/drop/operator';
import { invoiceUsage, runInvoiceCommand } from '../src/modules/invoice/operator';
import { outboxUsage, runOutboxCommand } from '../src/modules/notification/operator';
import { operatorUsage, runOrderCommand } from '../src/modules/order/operator';
import { operatorsUsage, runOperatorsCommand } from '../src/modules/operator/operator';
import { prizesUsage, runPrizesCommand } from '../src/modules/prize-box/operator';
import { OperatorError } from '../src/platform/operator-command';

const commands = {
  orders: { run: runOrderCommand, usage: operatorUsage },
  drops: { run: runDropCommand, usage: dropUsage },
  outbox: { run: runOutboxCommand, usage: outboxUsage },
  invoices: { run: runInvoiceCommand, usage: invoiceUsage },
  prizes: { run: runPrizesCommand, usage: prizesUsage },
  operators: { run: runOperatorsCommand, usage: operatorsUsage },
};

const [name, ...argv] = process.argv.slice(2);
const command = commands[name as keyof typeof commands];
const config = loadConfig();

async function viaRunningShop(): Promise<string[]> {
  const res = await fetch(`${config.publicUrl}/dev/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  const body = (await res.json()) as { lines?: string[]; error?: string; error_msg?: string };
  if (!res.ok) throw new OperatorError(body.error ?? body.error_msg ?? `the shop answered ${res.status}`);
  return body.lines ?? [];
}

async function main(): Promise<string[]> {
  if (!command) throw new OperatorError(`the command is one of: ${Object.keys(commands).join(', ')}`);
  if (argv.length === 0) throw new OperatorError(`usage:\n${command.usage.join('\n')}`);
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (!config.databaseUrl && /in use by process/.test(String(err))) return viaRunningShop();
    throw err;
  }
  try {
    await database.migrate();
    return await command.run(database.db, argv);
  } finally {
    await database.close();
  }
}

main().then(
  (lines) => {
    for (const line of lines) console.log(line);
  },
  (err: unknown) => {
    console.error(err instanceof OperatorError ? err.message : err);
    process.exitCode = 1;
  },
);
