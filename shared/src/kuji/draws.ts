// Draws decided by a public beacon (algorithm `drand-hmac-sha256-v2`), one implementation for the API that draws,
// the `kuji:verify` command and the verifier on /fanza/faq.
//
// 1. Tickets are numbered 1..N in the order of the ticket list (v1's: tier codes in board order, each repeated by its
//    count; its hash is v1's ticketListHash). Ticket n's tier is ticket_list[n-1].
// 2. Each paid order has a place in the campaign's sequence of paid orders and the first beacon round due strictly
//    after its payment. Nobody knows that round's randomness before its time.
// 3. Ticket k of an order (k = 1..draws) is taken from the tickets left after every earlier place and its own first
//    k-1 tickets: m = how many are left; words come from blocks HMAC-SHA256(key = the round's 32 randomness bytes,
//    message = "kujiId:orderId:k:block" in UTF-8, block = 0, 1, 2 …), eight big-endian 32-bit words a block; the first
//    word below floor(2^32 / m)·m, mod m, is the index of the ticket taken (in ascending ticket number order).
// 4. The Last One goes to the order whose draws take the box's last ticket.

import {
  beaconScheme,
  randomnessOf,
  roundAfter,
  verifyBeaconRound,
  verifyBeaconRounds,
  type BeaconChain,
  type BeaconRound,
} from './beacon';
import { ticketListHash } from './fairness';
import { hmacKey, hmacWords, uniformIndex } from './hmacWords';

export const drawAlgorithm = 'drand-hmac-sha256-v2' as const;
const randomnessPattern = /^[0-9a-f]{64}$/;

/** Step 3: the tickets an order draws, in pick order, from the ticket numbers still in the box. */
export async function pickTickets(
  randomnessHex: string,
  kujiId: number,
  orderId: number,
  count: number,
  remaining: readonly number[],
): Promise<number[]> {
  if (!randomnessPattern.test(randomnessHex)) throw new Error('A round randomness is 64 lowercase hex characters');
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Cannot draw ${count} tickets`);
  if (count > remaining.length) throw new Error(`Cannot draw ${count} tickets from ${remaining.length}`);
  const key = await hmacKey(randomnessHex);
  const left = [...remaining];
  const picked: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const words = hmacWords(key, (block) => `${kujiId}:${orderId}:${k}:${block}`);
    const [ticket] = left.splice(await uniformIndex(words, left.length), 1);
    picked.push(ticket!);
  }
  return picked;
}

/** One paid order in the published record, at its place in the campaign's sequence. */
export interface RecordedDraw {
  place: number;
  order_id: number;
  draws: number;
  /** When the payment was recorded (ISO 8601); the round is the first one due strictly after it. */
  paid_at: string;
  round: number;
  /** The round's signature (hex), null while the round is not out. */
  signature: string | null;
  /** Ticket numbers in pick order; empty while waiting for the round. */
  tickets: number[];
  last_one: boolean;
}

/** What a campaign publishes so anyone can re-derive every draw. */
export interface DrawRecord {
  kuji_id: number;
  algorithm: typeof drawAlgorithm;
  ticket_list: string[];
  ticket_list_hash: string;
  beacon: BeaconChain;
  /** In place order. */
  draws: RecordedDraw[];
}

/** Each check of a verification, in the order a reader follows them. */
export type DrawCheck = 'ticket_list_hash' | 'sequence' | 'signatures' | 'picks' | 'last_one';

export interface DrawVerification {
  /** Every check passed. */
  fair: boolean;
  /** Checks that passed, and the first one that failed (verification stops there). */
  passed: DrawCheck[];
  failed: DrawCheck | null;
  /** The place of the first entry that failed, when a per-entry check failed. */
  place: number | null;
}

/** Ticket n's tier (tickets are numbered from 1 in ticket-list order). */
export function ticketTier(ticketList: readonly string[], ticket: number): string {
  const tier = Number.isSafeInteger(ticket) ? ticketList[ticket - 1] : undefined;
  if (tier === undefined) throw new Error(`No ticket ${ticket} in a box of ${ticketList.length}`);
  return tier;
}

const isWaiting = (draw: RecordedDraw) => draw.signature === null;

/** The first entry (its place) that breaks the sequence rules, or null. */
function sequenceBreak(record: DrawRecord): number | null {
  let total = 0;
  let waiting = false;
  let previousRound = 0;
  for (const [i, draw] of record.draws.entries()) {
    const paidAt = Date.parse(draw.paid_at);
    total += draw.draws;
    const broken =
      draw.place !== i + 1 ||
      !Number.isSafeInteger(draw.draws) ||
      draw.draws < 1 ||
      !Number.isSafeInteger(draw.round) ||
      draw.round < previousRound ||
      Number.isNaN(paidAt) ||
      draw.round < roundAfter(record.beacon, paidAt) ||
      total > record.ticket_list.length ||
      (waiting && !isWaiting(draw)) ||
      (isWaiting(draw) && draw.tickets.length > 0);
    if (broken) return i + 1;
    waiting = isWaiting(draw);
    previousRound = draw.round;
  }
  return null;
}

const signaturePattern = /^[0-9a-f]{96}$/;

/**
 * The first entry whose signature does not verify for its round, or null. All rounds are checked in one batch first;
 * only when it fails are they checked one by one (each distinct round once), which decides, and names the place.
 */
async function signatureBreak(record: DrawRecord): Promise<number | null> {
  if (record.beacon.scheme !== beaconScheme) return record.draws.length > 0 ? 1 : null;
  const signed = record.draws.filter((draw): draw is RecordedDraw & { signature: string } => draw.signature !== null);
  const roundOf = (draw: RecordedDraw & { signature: string }): BeaconRound => ({
    round: draw.round,
    signature: draw.signature,
    randomness: randomnessOf(draw.signature),
  });
  const idOf = (draw: RecordedDraw) => `${draw.round}:${draw.signature}`;
  if (signed.every((draw) => signaturePattern.test(draw.signature))) {
    const distinct = new Map(signed.map((draw) => [idOf(draw), roundOf(draw)]));
    if (await verifyBeaconRounds(record.beacon, [...distinct.values()])) return null;
  }
  const checked = new Map<string, boolean>();
  for (const draw of signed) {
    let valid = checked.get(idOf(draw));
    if (valid === undefined) {
      valid = signaturePattern.test(draw.signature) && (await verifyBeaconRound(record.beacon, roundOf(draw)));
      checked.set(idOf(draw), valid);
    }
    if (!valid) return draw.place;
  }
  return null;
}

/** The first drawn entry whose tickets differ from the ones its round gives, or null. */
async function pickBreak(record: DrawRecord): Promise<number | null> {
  let remaining = record.ticket_list.map((_, i) => i + 1);
  for (const draw of record.draws) {
    if (draw.signature === null) break;
    const expected = await pickTickets(randomnessOf(draw.signature), record.kuji_id, draw.order_id, draw.draws, remaining);
    if (expected.length !== draw.tickets.length || expected.some((ticket, i) => draw.tickets[i] !== ticket)) return draw.place;
    const taken = new Set(expected);
    remaining = remaining.filter((ticket) => !taken.has(ticket));
  }
  return null;
}

/** The first entry whose last_one flag is wrong, or null: only the entry whose draws reach N has it. */
function lastOneBreak(record: DrawRecord): number | null {
  let total = 0;
  for (const draw of record.draws) {
    total += draw.draws;
    if (draw.last_one !== (total === record.ticket_list.length)) return draw.place;
  }
  return null;
}

/**
 * Verifies a campaign's published draws: the box is the committed one, the order sequence and rounds follow the
 * rules, every round's signature is the beacon's, every drawn ticket is the one its round gives, and the Last One
 * went to the order that took the last ticket.
 */
export async function verifyDrawRecord(record: DrawRecord): Promise<DrawVerification> {
  const passed: DrawCheck[] = [];
  const fail = (failed: DrawCheck, place: number | null = null): DrawVerification => ({ fair: false, passed, failed, place });
  if ((await ticketListHash(record.ticket_list)) !== record.ticket_list_hash) return fail('ticket_list_hash');
  passed.push('ticket_list_hash');
  const steps: [DrawCheck, () => number | null | Promise<number | null>][] = [
    ['sequence', () => sequenceBreak(record)],
    ['signatures', () => signatureBreak(record)],
    ['picks', () => pickBreak(record)],
    ['last_one', () => lastOneBreak(record)],
  ];
  for (const [check, firstBreak] of steps) {
    const place = await firstBreak();
    if (place !== null) return fail(check, place);
    passed.push(check);
  }
  return { fair: true, passed, failed: null, place: null };
}
