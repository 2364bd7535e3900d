// The provably fair box (algorithm `hmac-sha256-fisher-yates-v1`), one implementation for the API that fixes a
// box, the `kuji:verify` command and the verifier on /fanza/faq. Web Crypto only, so it runs the same in Node and
// in the browser.
//
// 1. The ticket list is the box before shuffling: tier codes in board order (A, B, …), each repeated by its count.
//    Its hash is sha256 of the codes joined by ',' (UTF-8), as lowercase hex.
// 2. The seed is 32 random bytes written as 64 lowercase hex characters; its hash is sha256 of those 64 characters.
// 3. Random numbers come from blocks HMAC-SHA256(key = the 32 seed bytes, message = the block number 0, 1, 2 … as
//    decimal text), each block read as eight big-endian unsigned 32-bit integers, in order.
// 4. Fisher–Yates from the end: for i = n-1 down to 1, take the next integer u; if u ≥ floor(2^32 / (i+1))·(i+1)
//    skip it (so every j is equally likely) and take the next; else swap positions i and u mod (i+1).
// 5. The result is the box order: the tier at position 1, 2, … in the order tickets are drawn.

import { hex, hmacKey, hmacWords, subtle, uniformIndex } from './hmacWords';

const encoder = new TextEncoder();

export const fairnessAlgorithm = 'hmac-sha256-fisher-yates-v1' as const;
const seedPattern = /^[0-9a-f]{64}$/;

export async function sha256Hex(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', encoder.encode(text)));
}

/** The unshuffled box: each tier's code repeated by its ticket count, in the order given (the board's). */
export function ticketListOf(tiers: readonly { tier: string; count: number }[]): string[] {
  return tiers.flatMap(({ tier, count }) => Array.from({ length: count }, () => tier));
}

export const ticketListHash = (ticketList: readonly string[]): Promise<string> => sha256Hex(ticketList.join(','));

/** A fresh secret seed (64 hex characters). */
export function newSeed(): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(32)).buffer);
}

/** Step 3: an endless stream of uniform 32-bit integers keyed by the seed. */
async function randomWords(seed: string): Promise<AsyncGenerator<number>> {
  return hmacWords(await hmacKey(seed), String);
}

/** Step 4: the box order the seed gives the ticket list. */
export async function boxOrderOf(ticketList: readonly string[], seed: string): Promise<string[]> {
  if (!seedPattern.test(seed)) throw new Error('A seed is 64 lowercase hex characters');
  const order = [...ticketList];
  const words = await randomWords(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = await uniformIndex(words, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** What a campaign publishes before its first sale, and (`seed`, `box_order`) once it is revealed. */
export interface PublishedBox {
  ticket_list: readonly string[];
  ticket_list_hash: string;
  seed_hash: string;
  seed: string | null;
  box_order: readonly string[] | null;
}

/** Each check of a verification, in the order a reader follows them. */
export type FairnessCheck = 'ticket_list_hash' | 'seed_hash' | 'box_order' | 'draws';

export interface Verification {
  /** Every check passed. */
  fair: boolean;
  /** Checks that passed, and the first one that failed (verification stops there). */
  passed: FairnessCheck[];
  failed: FairnessCheck | null;
  /** A position whose published or drawn tier differs from the seed's box order (1-based), when that failed. */
  position: number | null;
}

/**
 * Verifies a revealed box: the ticket list and seed match the hashes committed before the first sale, the seed
 * shuffles the ticket list into exactly the published box order, and every drawn ticket (position and tier, as
 * the draw show gave it) is the tier at that position.
 */
export async function verifyBox(
  box: PublishedBox,
  draws: readonly { position: number; tier: string }[] = [],
): Promise<Verification> {
  const passed: FairnessCheck[] = [];
  const fail = (failed: FairnessCheck, position: number | null = null): Verification => ({
    fair: false,
    passed,
    failed,
    position,
  });
  if ((await ticketListHash(box.ticket_list)) !== box.ticket_list_hash) return fail('ticket_list_hash');
  passed.push('ticket_list_hash');
  if (box.seed === null || !seedPattern.test(box.seed) || (await sha256Hex(box.seed)) !== box.seed_hash) return fail('seed_hash');
  passed.push('seed_hash');
  const expected = await boxOrderOf(box.ticket_list, box.seed);
  const published = box.box_order ?? [];
  if (published.length !== expected.length) return fail('box_order', Math.min(published.length, expected.length) + 1);
  const differs = expected.findIndex((tier, i) => published[i] !== tier);
  if (differs >= 0) return fail('box_order', differs + 1);
  passed.push('box_order');
  const wrongDraw = draws.find((d) => expected[d.position - 1] !== d.tier);
  if (wrongDraw) return fail('draws', wrongDraw.position);
  passed.push('draws');
  return { fair: true, passed, failed: null, position: null };
}
