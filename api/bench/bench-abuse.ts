// npm run bench:abuse — what one attacker gets from the shop with its production limits (no lifted caps), on
// PGlite and PostgreSQL: stock and kuji tickets held unpaid, mails sent to one victim, the owner's sign-in during a
// brute-force attack, and the 5xx answers over the whole fuzz of the OpenAPI document. Requests come from many
// loopback addresses (127.x.y.z), as an attacker's proxies would; everything stays on this machine.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, ilike, sql } from 'drizzle-orm';
import { kujis, mails, products, users } from '../src/db/schema';
import { badRequests, type OpenApiDoc } from '../src/fuzz/bad-requests';
import { openCampaign } from '../src/modules/kuji/open';
import { DEMO_MEMBER } from '../src/seed';
import { request, type Res } from '../src/testing/http';
import { buyableInTaiwan, homeOrder } from './bench-orders';
import { startBenchApi } from './bench-api';
import { cleanupOnSignals, startCluster } from '../scripts/pg-cluster';

type Row = Record<string, string | number>;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/** The n-th address of the attacker's proxies (127.1.0.1, …); the owner's and the victim's are elsewhere. */
const proxy = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const DAY = 86_400_000;

async function benchOn(label: string, env: Record<string, string>): Promise<Row[]> {
  const { api, config, db, base, close } = await startBenchApi(env);
  const send = (method: string, url: string, payload: unknown, from: string, headers: Record<string, string> = {}) =>
    request(base, { method, url, payload, from, agent, headers: { locale: 'en', ...headers } });
  const codes = (rs: Res[]) => rs.map((r) => (r.statusCode === 200 ? 200 : (r.json() as { error_code: number }).error_code));
  const rows: Row[] = [];
  const caps = config.holding;

  // Stock: a 21-unit product, as in the issue. Held = units gone from stock while no order is paid.
  const [product] = await buyableInTaiwan(db, 1);
  const order = (amount: number, guestEmail?: string) => homeOrder(product!, amount, guestEmail);
  const stockHeld = async (attack: () => Promise<Res[]>) => {
    await db.update(products).set({ stock: 21, purchaseLimit: 5 }).where(eq(products.id, product!.id));
    const results = await attack();
    const [left] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id));
    return { placed: codes(results).filter((c) => c === 200).length, held: 21 - left!.stock };
  };
  const newMembers = async (n: number, tag: string) => {
    const made = await db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}-${Date.now()}@example.com` })))
      .returning({ id: users.id });
    return Promise.all(made.map(async (u) => `Bearer ${(await api.ctx.tokens.issue(u.id)).jwt}`));
  };

  const [mallory] = await newMembers(1, 'mallory');
  const oneMember = await stockHeld(() =>
    Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send('POST', '/api/v1/order', order(1 + (i % 5)), proxy(i), { authorization: mallory! }),
      ),
    ),
  );
  rows.push({
    database: label,
    attack: '100 orders of one member from 100 addresses',
    placed: oneMember.placed,
    held: `${oneMember.held} units`,
    cap: `${caps.units} units`,
  });
  const spellings = (i: number) => `Mallory+${i}@Example.com`;
  const oneEmail = await stockHeld(() =>
    Promise.all(
      Array.from({ length: 100 }, (_, i) => send('POST', '/api/v1/order', order(1 + (i % 5), spellings(i)), proxy(100 + i))),
    ),
  );
  rows.push({
    database: label,
    attack: '100 guest orders, one e-mail spelled 100 ways, 100 addresses',
    placed: oneEmail.placed,
    held: `${oneEmail.held} units`,
    cap: `${caps.units} units`,
  });
  const oneAddress = await stockHeld(() =>
    Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send('POST', '/api/v1/order', order(1 + (i % 5), `bot-${i}@example.com`), proxy(200)),
      ),
    ),
  );
  rows.push({
    database: label,
    attack: '100 guest orders, 100 e-mails, one address',
    placed: oneAddress.placed,
    held: `${oneAddress.held} units`,
    cap: `${caps.unitsPerIp} units`,
  });

  // Kuji: a 50-ticket campaign with a cap of 10 draws per member; held = tickets reserved while nothing is paid.
  const texts = (en: string) => ({ tw: en, cn: en, en });
  const kujiId = await openCampaign(db, {
    title: texts('Abuse bench box'),
    price: 300,
    image: 'k-1',
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
    perOrderLimit: 10,
    tiers: [5, 10, 15, 20].map((count, i) => ({ tier: 'ABCD'[i]!, name: texts(`Prize ${'ABCD'[i]}`), image: 'kp-1-a', count })),
    lastOne: { name: texts('Last One'), image: 'kp-1-last' },
  });
  await db.update(kujis).set({ memberLimit: 10 }).where(eq(kujis.id, kujiId));
  const reserved = async () => (await db.select({ n: kujis.reserved }).from(kujis).where(eq(kujis.id, kujiId)))[0]!.n;
  const draws = (auth: string, n: number, from: string) =>
    send('POST', '/api/v1/kuji-order', { kuji_id: kujiId, draws: n, method: 'credit_card' }, from, { authorization: auth });
  const kujiMember = await Promise.all(Array.from({ length: 100 }, (_, i) => draws(mallory!, 5, proxy(300 + i))));
  rows.push({
    database: label,
    attack: '100 kuji orders of 5 draws, one member, 100 addresses',
    placed: codes(kujiMember).filter((c) => c === 200).length,
    held: `${await reserved()} of 50 tickets`,
    cap: `${Math.min(caps.kujiTickets, 10)} tickets`,
  });
  const sybils = await newMembers(50, 'sybil');
  const before = await reserved();
  const kujiAddress = await Promise.all(sybils.map((auth) => draws(auth, 5, proxy(400))));
  rows.push({
    database: label,
    attack: '50 members on one address, 5 draws each',
    placed: codes(kujiAddress).filter((c) => c === 200).length,
    held: `${(await reserved()) - before} of 50 tickets`,
    cap: `${caps.kujiTicketsPerIp} tickets`,
  });

  // Mail: an hour's flood at one victim through every form that mails an address the caller names.
  const victim = 'victim@example.net';
  const mailsTo = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mails)
        .where(ilike(mails.to, '%victim%'))
    )[0]!.n;
  await db.update(products).set({ stock: 100_000, purchaseLimit: 5 }).where(eq(products.id, product!.id));
  let sent = await mailsTo();
  await Promise.all(
    Array.from({ length: 100 }, (_, i) => send('POST', '/api/v1/order', order(1, `Victim+${i}@example.net`), proxy(500 + i))),
  );
  rows.push({
    database: label,
    attack: '100 guest orders naming the victim',
    placed: '',
    held: `${(await mailsTo()) - sent} mails`,
    cap: `${caps.guestMailsPerHour} mails/hour`,
  });
  sent = await mailsTo();
  await Promise.all(
    Array.from({ length: 100 }, (_, i) => send('POST', '/api/v1/account/forget-password', { email: victim }, proxy(600 + i))),
  );
  rows.push({
    database: label,
    attack: '100 password resets for the victim',
    placed: '',
    held: `${(await mailsTo()) - sent} mails`,
    cap: `${config.resetDailyLimit} mails/day`,
  });
  sent = await mailsTo();
  await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      send('POST', '/api/v1/account/send-verification-email', { email: victim }, proxy(700 + i)),
    ),
  );
  rows.push({
    database: label,
    attack: '100 sign-up codes for the victim',
    placed: '',
    held: `${(await mailsTo()) - sent} mails`,
    cap: `${config.codeDailyLimit} mails/day`,
  });

  // Brute force: 1,000 wrong passwords for the owner from 100 addresses at once; then the owner, from home.
  const guesses = await Promise.all(
    Array.from({ length: 1000 }, (_, i) =>
      send('POST', '/api/v1/account/login', { email: DEMO_MEMBER.email, password: `guess${i}x` }, proxy(800 + (i % 100))),
    ),
  );
  const checked = codes(guesses).filter((c) => c === 40101).length;
  const owner = await send(
    'POST',
    '/api/v1/account/login',
    { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    '127.2.0.1',
  );
  if (owner.statusCode !== 200) console.error(`owner's sign-in: ${owner.statusCode} ${owner.body}`);
  rows.push({
    database: label,
    attack: '1,000 wrong passwords from 100 addresses',
    placed: `${checked} checked`,
    held: `owner signs in: ${owner.statusCode === 200 ? 'yes' : `no (${owner.statusCode})`}`,
    cap: 'owner: yes',
  });

  // Fuzz: every generated bad request of every operation, signed in as the owner; count the 5xx answers.
  const doc = (await send('GET', '/api/v1/openapi.json', undefined, '127.2.0.1')).json() as OpenApiDoc;
  const auth = owner.statusCode === 200 ? `Bearer ${(owner.json() as { data: { jwt: string } }).data.jwt}` : '';
  // A stream route's good input never ends: the fuzz test reads those over HTTP (src/fuzz/openapi-fuzz.test.ts).
  const fuzz = badRequests(doc).filter((r) => !r.stream);
  const fiveHundreds: string[] = [];
  for (let i = 0; i < fuzz.length; i += 25) {
    const results = await Promise.all(
      fuzz
        .slice(i, i + 25)
        .map((r, j) =>
          send(
            r.method,
            r.url,
            r.payload,
            proxy(1000 + ((i + j) % 500)),
            r.template.endsWith('/logout') || !auth ? {} : { authorization: auth },
          ),
        ),
    );
    results.forEach((r, j) => {
      const sentOne = fuzz[i + j]!;
      if (r.statusCode >= 500)
        fiveHundreds.push(`${sentOne.method} ${sentOne.url.slice(0, 80)} → ${r.statusCode} ${r.body.slice(0, 100)}`);
    });
  }
  for (const line of fiveHundreds.slice(0, 10)) console.log(`${label} fuzz 5xx: ${line}`);
  rows.push({
    database: label,
    attack: `fuzz: ${fuzz.length} bad requests, ${Object.keys(doc.paths).length} paths`,
    placed: '',
    held: `${fiveHundreds.length} answered 5xx`,
    cap: '0',
  });

  await close();
  return rows;
}

async function main() {
  const cleanups: (() => void)[] = [];
  cleanupOnSignals(cleanups);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-abuse-bench-'));
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const rows: Row[] = [];
  try {
    rows.push(...(await benchOn('PGlite', { PGLITE_DIR: path.join(tmp, 'pglite') })));
    const cluster = await startCluster(path.join(tmp, 'cluster'));
    cleanups.push(() => cluster.stop());
    try {
      rows.push(...(await benchOn('PostgreSQL 15', { DATABASE_URL: cluster.url })));
    } finally {
      cluster.stop();
    }
  } finally {
    agent.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log('\nOne attacker against the production limits (goal: held ≤ cap, mails ≤ cap, owner signs in, 0 × 5xx)');
  console.table(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
