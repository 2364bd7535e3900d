import { demoBoard, demoTiers, drawFromBox, newDemoBox, ticketsLeft } from './demoBox';

const boxSize = demoTiers.reduce((sum, t) => sum + t.count, 0);

it('holds every tier by its count, in a shuffled order', async () => {
  const box = await newDemoBox();
  expect(box.order).toHaveLength(boxSize);
  for (const { tier, count } of demoTiers) expect(box.order.filter((t) => t === tier)).toHaveLength(count);
  expect(demoBoard(box)).toEqual(demoTiers.map(({ tier, count }) => ({ tier, initial: count, remaining: count })));
});

it('draws every ticket exactly once, in box order, and gives the Last One with the final ticket only', async () => {
  let box = await newDemoBox();
  const drawn: { position: number; tier: string; last_one: boolean }[] = [];
  while (ticketsLeft(box) > 0) {
    const result = drawFromBox(box, 3);
    box = result.box;
    drawn.push(...result.tickets);
  }
  expect(drawn.map((t) => t.position)).toEqual(Array.from({ length: boxSize }, (_, i) => i + 1));
  expect(drawn.map((t) => t.tier)).toEqual(box.order);
  expect(drawn.filter((t) => t.last_one).map((t) => t.position)).toEqual([boxSize]);
  expect(demoBoard(box).every((tier) => tier.remaining === 0)).toBe(true);
});

it('draws only what is left, and nothing from an empty box', async () => {
  let box = await newDemoBox();
  box = drawFromBox(box, boxSize - 1).box;
  const last = drawFromBox(box, 3);
  expect(last.tickets).toHaveLength(1);
  expect(last.tickets[0]!.last_one).toBe(true);
  expect(drawFromBox(last.box, 1).tickets).toEqual([]);
});

it('the board counts down the tier of each ticket drawn', async () => {
  const box = await newDemoBox();
  const { box: after, tickets } = drawFromBox(box, 1);
  const tier = tickets[0]!.tier;
  const before = demoBoard(box).find((t) => t.tier === tier)!.remaining;
  expect(demoBoard(after).find((t) => t.tier === tier)!.remaining).toBe(before - 1);
});
