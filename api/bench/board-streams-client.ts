// The other half of bench:board, in its own process so that the API's memory and CPU are the API's alone: opens
// `count` board streams on one campaign, says so on stdout, then, told `report` on stdin, prints when each stream
// first showed each number of tickets left in the tiers (wall-clock ms) and exits.
import http from 'node:http';
import type { KujiBoard } from '@shop/shared/contract';
import readline from 'node:readline';
import { openBoardStream } from '../src/testing/board-stream-client';

const [base, kujiArg, countArg] = process.argv.slice(2);
const kujiId = Number(kujiArg);
const count = Number(countArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const leftIn = (board: KujiBoard) => board.tiers.reduce((sum, x) => sum + x.remaining, 0);

/** left in the tiers → when each stream first showed it (or less). */
const seen = new Map<number, number[]>();

async function main() {
  const streams = await Promise.all(Array.from({ length: count }, () => openBoardStream(base!, kujiId, { agent })));
  const refused = streams.filter((s) => s.status !== 200).length;
  if (refused) throw new Error(`${refused} streams refused: ${streams.find((s) => s.status !== 200)!.text}`);
  await Promise.all(streams.map((s) => s.next()));
  const wall = (at: number) => performance.timeOrigin + at;
  streams.forEach(async (s) => {
    let low = leftIn(s.events[0]!.data);
    let from = 1;
    for (;;) {
      const got = await s.next((b) => leftIn(b) < low, 3_600_000, from).catch(() => undefined);
      if (!got) return;
      from = s.events.indexOf(got) + 1;
      const left = leftIn(got.data);
      for (let n = low - 1; n >= left; n--) (seen.get(n) ?? seen.set(n, []).get(n)!).push(wall(got.at));
      low = left;
    }
  });
  console.log(JSON.stringify({ open: streams.length }));
  readline.createInterface({ input: process.stdin }).once('line', () => {
    for (const s of streams) s.close();
    // A pipe takes a long line in several writes: exit once it has all of it.
    process.stdout.write(`${JSON.stringify({ seen: Object.fromEntries(seen) })}\n`, () => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
