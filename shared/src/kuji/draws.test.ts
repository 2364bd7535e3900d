import { createHash, createHmac } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beaconDst, roundAfter, roundMessage, roundTime, type BeaconChain } from './beacon';
import { drawAlgorithm, pickTickets, ticketTier, verifyDrawRecord, type DrawRecord, type RecordedDraw } from './draws';
import { ticketListHash, ticketListOf } from './fairness';
import { uniformIndex } from './hmacWords';

// The randomness of quicknet round 12040883 (sha256 of its signature; see beacon.test.ts).
const quicknetRandomness = '173df1f57805453a8d2015268205d68147de12cafc2f451f7bc6adadca3571b3';

/** Step 3 of draws.ts written again with node:crypto, so the Web Crypto code is checked against the text. */
function referencePicks(randomness: string, kujiId: number, orderId: number, count: number, remaining: number[]): number[] {
  const left = [...remaining];
  const picked: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const limit = Math.floor(2 ** 32 / left.length) * left.length;
    let index: number | null = null;
    for (let block = 0; index === null; block += 1) {
      const mac = createHmac('sha256', Buffer.from(randomness, 'hex')).update(`${kujiId}:${orderId}:${k}:${block}`).digest();
      for (let offset = 0; offset < 32 && index === null; offset += 4) {
        const word = mac.readUInt32BE(offset);
        if (word < limit) index = word % left.length;
      }
    }
    picked.push(left.splice(index, 1)[0]!);
  }
  return picked;
}

test('picks follow the written example and the published steps', async () => {
  const box = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  // Computed once with referencePicks; both routes must keep giving it.
  expect(await pickTickets(quicknetRandomness, 7, 1001, 3, box)).toEqual([1, 2, 6]);
  expect(referencePicks(quicknetRandomness, 7, 1001, 3, box)).toEqual([1, 2, 6]);
  expect(await pickTickets(quicknetRandomness, 7, 1002, 2, [2, 4, 6, 8, 10])).toEqual([6, 2]);
  for (const orderId of [1, 2, 3, 500, 99999]) {
    expect(await pickTickets(quicknetRandomness, 12, orderId, 10, box)).toEqual(
      referencePicks(quicknetRandomness, 12, orderId, 10, box),
    );
  }
});

test('picking leaves its input alone, never repeats a ticket and refuses to overdraw', async () => {
  const box = [3, 5, 8, 13, 21];
  const picked = await pickTickets(quicknetRandomness, 1, 2, 5, box);
  expect(box).toEqual([3, 5, 8, 13, 21]);
  expect([...picked].sort((a, b) => a - b)).toEqual(box);
  expect(await pickTickets(quicknetRandomness, 1, 2, 0, box)).toEqual([]);
  await expect(pickTickets(quicknetRandomness, 1, 2, 6, box)).rejects.toThrow();
  await expect(pickTickets('AB'.repeat(32), 1, 2, 1, box)).rejects.toThrow();
});

test('the first pick over 7 tickets is uniform across orders (chi-square, fixed inputs)', async () => {
  const counts = new Array<number>(7).fill(0);
  const samples = 7000;
  for (let orderId = 1; orderId <= samples; orderId += 1) {
    const [ticket] = await pickTickets(quicknetRandomness, 3, orderId, 1, [1, 2, 3, 4, 5, 6, 7]);
    counts[ticket! - 1]! += 1;
  }
  const expected = samples / 7;
  const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  // 22.46 is the 0.999 quantile of chi-square with 6 degrees of freedom.
  expect(chiSquare).toBeLessThan(22.46);
});

test('a word at or above the largest multiple of the range is skipped, not folded by modulo', async () => {
  const limit = Math.floor(2 ** 32 / 7) * 7;
  async function* words() {
    yield limit;
    yield 2 ** 32 - 1;
    yield 10;
  }
  expect(limit % 7).toBe(0);
  expect(await uniformIndex(words(), 7)).toBe(3);
  async function* short() {
    yield limit;
  }
  await expect(uniformIndex(short(), 7)).rejects.toThrow();
});

// A local chain: a fresh key signs its rounds here, as the shop's local beacon would.
const bls = bls12_381.shortSignatures;
const { secretKey, publicKey } = bls.keygen();
const chain: BeaconChain = {
  chain_hash: 'cd'.repeat(32),
  public_key: publicKey.toHex(),
  period: 3,
  genesis_time: 1_700_000_000,
  scheme: 'bls-unchained-g1-rfc9380',
};
const signatureCache = new Map<number, string>();
function sign(round: number): string {
  let signature = signatureCache.get(round);
  if (!signature) {
    signature = bls.Signature.toHex(bls.sign(bls.hash(roundMessage(round), beaconDst), secretKey));
    signatureCache.set(round, signature);
  }
  return signature;
}
const randomnessOf = (signature: string) => createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');

const tiers = [
  { tier: 'A', count: 1 },
  { tier: 'B', count: 2 },
  { tier: 'C', count: 3 },
  { tier: 'D', count: 4 },
];
const kujiId = 41;
const start = (chain.genesis_time + 3000) * 1000;

interface Order {
  orderId: number;
  draws: number;
  paidAtMs: number;
  waiting?: boolean;
}

/** A published record built with the reference picks and rounds signed by the local key. */
async function recordOf(orders: Order[], ticketTiers = tiers): Promise<DrawRecord> {
  const ticketList = ticketListOf(ticketTiers);
  let remaining = ticketList.map((_, i) => i + 1);
  let total = 0;
  const draws: RecordedDraw[] = orders.map((order, i) => {
    const round = roundAfter(chain, order.paidAtMs);
    const signature = order.waiting ? null : sign(round);
    const tickets = signature ? referencePicks(randomnessOf(signature), kujiId, order.orderId, order.draws, remaining) : [];
    remaining = remaining.filter((ticket) => !tickets.includes(ticket));
    total += order.draws;
    const paid_at = new Date(order.paidAtMs).toISOString();
    return {
      place: i + 1,
      order_id: order.orderId,
      draws: order.draws,
      paid_at,
      round,
      signature,
      tickets,
      last_one: total === ticketList.length,
    };
  });
  return {
    kuji_id: kujiId,
    algorithm: drawAlgorithm,
    ticket_list: ticketList,
    ticket_list_hash: await ticketListHash(ticketList),
    beacon: chain,
    draws,
  };
}

// Places 1 and 2 share a round; place 4 takes the last ticket.
const orders: Order[] = [
  { orderId: 101, draws: 2, paidAtMs: start + 100 },
  { orderId: 102, draws: 3, paidAtMs: start + 900 },
  { orderId: 103, draws: 4, paidAtMs: start + 4_500 },
  { orderId: 104, draws: 1, paidAtMs: start + 9_000 },
];

const allChecks = ['ticket_list_hash', 'sequence', 'signatures', 'picks', 'last_one'];

test('a whole campaign drawn on a local chain verifies, and every ticket went out once', async () => {
  const record = await recordOf(orders);
  expect(await verifyDrawRecord(record)).toEqual({ fair: true, passed: allChecks, failed: null, place: null });
  expect(record.draws.flatMap((d) => d.tickets).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(record.draws[3]!.round).toBe(roundAfter(chain, start + 9_000));
  expect(ticketTier(record.ticket_list, 1)).toBe('A');
  expect(ticketTier(record.ticket_list, 10)).toBe('D');
  expect(() => ticketTier(record.ticket_list, 11)).toThrow();
  expect(() => ticketTier(record.ticket_list, 0)).toThrow();
});

test('a campaign with orders still waiting for their round verifies, Last One included', async () => {
  const record = await recordOf([orders[0]!, orders[1]!, { ...orders[2]!, waiting: true }, { ...orders[3]!, waiting: true }]);
  expect((await verifyDrawRecord(record)).fair).toBe(true);
  expect(record.draws[3]!.last_one).toBe(true);
  const unsold = await recordOf(orders.slice(0, 3));
  expect(unsold.draws.some((d) => d.last_one)).toBe(false);
  expect((await verifyDrawRecord(unsold)).fair).toBe(true);
});

/** Verifies a copy of the fair record changed by `tamper`. */
async function verifyTampered(tamper: (record: DrawRecord) => void | Promise<void>, base: Order[] = orders) {
  const record = await recordOf(base);
  await tamper(record);
  const { failed, place, fair } = await verifyDrawRecord(record);
  return { fair, failed, place };
}

test.each<[string, (record: DrawRecord) => void, string, number | null]>([
  ['a changed ticket list', (r) => void r.ticket_list.reverse(), 'ticket_list_hash', null],
  ['places numbered out of order', (r) => void ([r.draws[1]!.place, r.draws[2]!.place] = [3, 2]), 'sequence', 2],
  ['swapped places across rounds', (r) => swapEntries(r, 1, 2), 'sequence', 3],
  ['an earlier round than the place before', (r) => resign(r, 2, r.draws[1]!.round - 1), 'sequence', 3],
  ['a round before the payment', (r) => resign(r, 0, roundAfter(chain, Date.parse(r.draws[0]!.paid_at)) - 1), 'sequence', 1],
  [
    'a payment at the exact time of its round',
    (r) => void (r.draws[3]!.paid_at = new Date(roundTime(chain, r.draws[3]!.round) * 1000).toISOString()),
    'sequence',
    4,
  ],
  ['more draws than tickets', (r) => void (r.draws[3]!.draws = 2), 'sequence', 4],
  ['a waiting entry before a drawn one', (r) => void Object.assign(r.draws[2]!, { signature: null, tickets: [] }), 'sequence', 4],
  ['a waiting entry with tickets', (r) => void (r.draws[3]!.signature = null), 'sequence', 4],
  ['a bad signature', (r) => void (r.draws[2]!.signature = flip(r.draws[2]!.signature!)), 'signatures', 3],
  [
    'a signature that is not 48 bytes of hex',
    (r) => void (r.draws[1]!.signature = 'zz' + r.draws[1]!.signature!.slice(2)),
    'signatures',
    2,
  ],
  ['the signature of another round', (r) => void (r.draws[2]!.signature = sign(r.draws[2]!.round + 5)), 'signatures', 3],
  ['a changed ticket', (r) => void (r.draws[1]!.tickets[0] = r.draws[0]!.tickets[0]!), 'picks', 2],
  ['swapped places in one round', (r) => swapEntries(r, 0, 1), 'picks', 1],
  ['a second Last One', (r) => void (r.draws[1]!.last_one = true), 'last_one', 2],
  ['a missing Last One', (r) => void (r.draws[3]!.last_one = false), 'last_one', 4],
])('%s fails verification', async (_, tamper, check, place) => {
  expect(await verifyTampered(tamper)).toEqual({ fair: false, failed: check, place });
});

test('a signature made with another key fails the signature check', async () => {
  const other = bls.keygen().secretKey;
  const result = await verifyTampered((r) => {
    r.draws[0]!.signature = bls.Signature.toHex(bls.sign(bls.hash(roundMessage(r.draws[0]!.round), beaconDst), other));
  });
  expect(result).toEqual({ fair: false, failed: 'signatures', place: 1 });
});

/** Swaps two entries and numbers the places again, as a reordered sequence would be published. */
function swapEntries(record: DrawRecord, a: number, b: number): void {
  [record.draws[a], record.draws[b]] = [record.draws[b]!, record.draws[a]!];
  record.draws.forEach((draw, i) => (draw.place = i + 1));
}

/** Moves an entry to another round with a valid signature for it, so only the round rule is broken. */
function resign(record: DrawRecord, index: number, round: number): void {
  Object.assign(record.draws[index]!, { round, signature: sign(round) });
}

const flip = (hex: string) => hex.slice(0, 60) + (parseInt(hex[60]!, 16) ^ 1).toString(16) + hex.slice(61);

test('cost: a record of 100 single-ticket orders on 100 distinct rounds', async () => {
  const hundred = Array.from({ length: 100 }, (_, i) => ({ orderId: 1000 + i, draws: 1, paidAtMs: start + i * 3000 }));
  const record = await recordOf(hundred, [
    { tier: 'A', count: 2 },
    { tier: 'B', count: 18 },
    { tier: 'C', count: 80 },
  ]);
  expect(new Set(record.draws.map((d) => d.round)).size).toBe(100);
  const began = performance.now();
  const result = await verifyDrawRecord(record);
  const took = performance.now() - began;
  expect(result.fair).toBe(true);
  console.log(`verifyDrawRecord: 100 entries on 100 rounds in ${took.toFixed(0)} ms`);
}, 60_000);
