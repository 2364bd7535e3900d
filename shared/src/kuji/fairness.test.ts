import { createHash, createHmac } from 'node:crypto';
import { boxOrderOf, newSeed, sha256Hex, ticketListHash, ticketListOf, verifyBox, type PublishedBox } from './fairness';

const tiers = [
  { tier: 'A', count: 2 },
  { tier: 'B', count: 4 },
  { tier: 'C', count: 12 },
  { tier: 'D', count: 32 },
];
const seed = 'a3'.repeat(32);

/** The published steps, written again with node:crypto, so the Web Crypto code is checked against the text. */
function referenceOrder(list: string[], key: string): string[] {
  const order = [...list];
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(String(block++)).digest();
      for (let o = 0; o < 32; o += 4) words.push(mac.readUInt32BE(o));
    }
    return words.shift()!;
  };
  for (let i = order.length - 1; i > 0; i -= 1) {
    const limit = Math.floor(2 ** 32 / (i + 1)) * (i + 1);
    let u = next();
    while (u >= limit) u = next();
    const j = u % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

async function revealedBox(): Promise<PublishedBox> {
  const list = ticketListOf(tiers);
  return {
    ticket_list: list,
    ticket_list_hash: await ticketListHash(list),
    seed_hash: await sha256Hex(seed),
    seed,
    box_order: await boxOrderOf(list, seed),
  };
}

test('the box order follows the published steps and keeps every ticket', async () => {
  const list = ticketListOf(tiers);
  const order = await boxOrderOf(list, seed);
  expect(order).toEqual(referenceOrder(list, seed));
  expect([...order].sort()).toEqual([...list].sort());
  expect(order).not.toEqual(list);
  expect(await boxOrderOf(list, seed)).toEqual(order);
});

test('hashes are sha256 of the seed text and of the comma-joined ticket list', async () => {
  const list = ticketListOf(tiers);
  expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  expect(await ticketListHash(list)).toBe(createHash('sha256').update(list.join(',')).digest('hex'));
});

test('different seeds give different boxes, and a seed is 64 hex characters', async () => {
  const list = ticketListOf(tiers);
  const other = newSeed();
  expect(other).toMatch(/^[0-9a-f]{64}$/);
  expect(await boxOrderOf(list, other)).not.toEqual(await boxOrderOf(list, seed));
  await expect(boxOrderOf(list, 'not-a-seed')).rejects.toThrow('64 lowercase hex');
});

test('an honest revealed box and its draws verify', async () => {
  const box = await revealedBox();
  const draws = box.box_order!.slice(0, 5).map((tier, i) => ({ position: i + 1, tier }));
  expect(await verifyBox(box, draws)).toEqual({
    fair: true,
    passed: ['ticket_list_hash', 'seed_hash', 'box_order', 'draws'],
    failed: null,
    position: null,
  });
});

test('a tampered box order fails at the first position that moved', async () => {
  const box = await revealedBox();
  const order = [...box.box_order!];
  const a = order.indexOf('A');
  const d = order.indexOf('D');
  [order[a], order[d]] = [order[d]!, order[a]!];
  const result = await verifyBox({ ...box, box_order: order });
  expect(result).toMatchObject({ fair: false, failed: 'box_order', position: Math.min(a, d) + 1 });
});

test('a drawn ticket that is not the tier at its position fails', async () => {
  const box = await revealedBox();
  const position = box.box_order!.indexOf('D') + 1;
  const result = await verifyBox(box, [{ position, tier: 'A' }]);
  expect(result).toMatchObject({
    fair: false,
    failed: 'draws',
    position,
    passed: ['ticket_list_hash', 'seed_hash', 'box_order'],
  });
});

test('a seed other than the committed one, or a changed ticket list, fails', async () => {
  const box = await revealedBox();
  expect(await verifyBox({ ...box, seed: 'b4'.repeat(32) })).toMatchObject({ fair: false, failed: 'seed_hash' });
  expect(await verifyBox({ ...box, seed: null })).toMatchObject({ fair: false, failed: 'seed_hash' });
  const list = [...box.ticket_list];
  list[0] = 'B';
  expect(await verifyBox({ ...box, ticket_list: list })).toMatchObject({ fair: false, failed: 'ticket_list_hash' });
});

test('every position is equally likely for a ticket (no modulo bias)', async () => {
  const list = ['A', 'B', 'C', 'D'];
  const firstA = new Map<number, number>();
  for (let s = 0; s < 400; s += 1) {
    const key = createHash('sha256').update(`seed-${s}`).digest('hex');
    const at = (await boxOrderOf(list, key)).indexOf('A');
    firstA.set(at, (firstA.get(at) ?? 0) + 1);
  }
  // 100 expected at each of four places; a biased shuffle drifts far outside this band.
  for (const place of [0, 1, 2, 3]) expect(firstA.get(place)).toBeGreaterThan(60);
});
