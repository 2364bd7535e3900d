// drand "quicknet"-style beacons (scheme `bls-unchained-g1-rfc9380`), checked here so the API, the `kuji:verify`
// command, the verifier on /fanza/faq and the shop's local beacon share one reading of a round.
//
// A round r is a BLS12-381 signature on G1 (48 bytes, compressed) of sha256(r as 8 big-endian bytes), hashed to the
// curve with the RFC 9380 G1 suite below, under the chain's public key on G2 (96 bytes). Unchained: a round depends
// on its number only, so nobody — not even a signer short of the threshold — knows it before its time. The round's
// randomness is sha256(signature). Round 1 is at genesis_time; each later one `period` seconds after the previous.

import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

export const beaconScheme = 'bls-unchained-g1-rfc9380' as const;

/** The domain separation tag a round's message is hashed to G1 with (RFC 9380's for BLS signatures on G1). */
export const beaconDst = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** A chain as drand's `/info` describes it (hex lowercase; period and genesis_time in seconds). */
export interface BeaconChain {
  chain_hash: string;
  public_key: string;
  period: number;
  genesis_time: number;
  scheme: typeof beaconScheme;
}

/** One round as drand's `/public/{round}` gives it (hex lowercase). */
export interface BeaconRound {
  round: number;
  signature: string;
  randomness: string;
}

/** The League of Entropy's quicknet (drand/drand-client lib/defaults.ts QUICKNET_CHAIN_INFO). */
export const leagueOfEntropyQuicknet: BeaconChain = {
  chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  public_key:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis_time: 1692803367,
  scheme: beaconScheme,
};

const signatures = bls12_381.shortSignatures;
const hexPattern = (bytes: number) => new RegExp(`^[0-9a-f]{${bytes * 2}}$`);
const signatureHex = hexPattern(48);
const publicKeyHex = hexPattern(96);
const randomnessHex = hexPattern(32);

function assertRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new Error(`A beacon round is a whole number ≥ 1, not ${round}`);
}

/** What the chain signs for a round: sha256 of the round number as 8 big-endian bytes. */
export function roundMessage(round: number): Uint8Array {
  assertRound(round);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** The round's message as a G1 point, the form a signer multiplies by its secret key. */
export const roundPoint = (round: number) => signatures.hash(roundMessage(round), beaconDst);

/** A round's randomness: sha256 of its signature bytes, as lowercase hex. */
export const randomnessOf = (signature: string): string => bytesToHex(sha256(hexToBytes(signature)));

/** Signs a round as a chain with this secret key would (the shop's local beacon; tests). */
export function signBeaconRound(secretKey: Uint8Array, round: number): BeaconRound {
  const signature = signatures.Signature.toHex(signatures.sign(roundPoint(round), secretKey));
  return { round, signature, randomness: randomnessOf(signature) };
}

/** The round's signature verifies under the chain's key and its randomness is sha256 of that signature. */
export async function verifyBeaconRound(chain: BeaconChain, round: BeaconRound): Promise<boolean> {
  if (chain.scheme !== beaconScheme || !Number.isSafeInteger(round.round) || round.round < 1) return false;
  if (!signatureHex.test(round.signature) || !publicKeyHex.test(chain.public_key)) return false;
  if (!randomnessHex.test(round.randomness) || randomnessOf(round.signature) !== round.randomness) return false;
  try {
    return signatures.verify(hexToBytes(round.signature), roundPoint(round.round), hexToBytes(chain.public_key));
  } catch {
    // A signature or key that is not a point of its group is not a valid round.
    return false;
  }
}

/** A random 64-bit scalar (never 0) the publisher of the rounds cannot know. */
function batchCoefficient(): bigint {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0]!) << 32n) | BigInt(words[1]!)) + 1n;
}

/**
 * Every round verifies (as verifyBeaconRound) — in two pairings instead of two per round: with random r_i,
 * e(Σ r_i·S_i, G2) = e(Σ r_i·H(m_i), pk). A false true would need the 64-bit r_i guessed in advance.
 */
export async function verifyBeaconRounds(chain: BeaconChain, rounds: readonly BeaconRound[]): Promise<boolean> {
  if (chain.scheme !== beaconScheme || !publicKeyHex.test(chain.public_key)) return false;
  if (rounds.length === 0) return true;
  if (rounds.length === 1) return verifyBeaconRound(chain, rounds[0]!);
  const wellFormed = (r: BeaconRound) =>
    Number.isSafeInteger(r.round) && r.round >= 1 && signatureHex.test(r.signature) && randomnessHex.test(r.randomness);
  if (!rounds.every((r) => wellFormed(r) && randomnessOf(r.signature) === r.randomness)) return false;
  try {
    const G1 = bls12_381.G1.Point;
    let signatureSum = G1.ZERO;
    let messageSum = G1.ZERO;
    for (const round of rounds) {
      const r = batchCoefficient();
      signatureSum = signatureSum.add(signatures.Signature.fromHex(round.signature).multiplyUnsafe(r));
      messageSum = messageSum.add(roundPoint(round.round).multiplyUnsafe(r));
    }
    const publicKey = bls12_381.G2.Point.fromHex(chain.public_key);
    publicKey.assertValidity();
    const product = bls12_381.pairingBatch([
      { g1: signatureSum, g2: bls12_381.G2.Point.BASE.negate() },
      { g1: messageSum, g2: publicKey },
    ]);
    return bls12_381.fields.Fp12.eql(product, bls12_381.fields.Fp12.ONE);
  } catch {
    // A signature or key that is not a point of its group (or sums to infinity) is not a valid round.
    return false;
  }
}

/** When a round is due, in unix seconds. */
export function roundTime(chain: BeaconChain, round: number): number {
  assertRound(round);
  return chain.genesis_time + (round - 1) * chain.period;
}

/** The first round due strictly after the instant (unix milliseconds): a payment at a round's exact time gets the next. */
export function roundAfter(chain: BeaconChain, timeMs: number): number {
  const genesisMs = chain.genesis_time * 1000;
  if (timeMs < genesisMs) return 1;
  return Math.floor((timeMs - genesisMs) / (chain.period * 1000)) + 2;
}
