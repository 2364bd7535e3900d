import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import {
  beaconDst,
  leagueOfEntropyQuicknet,
  roundAfter,
  roundMessage,
  roundTime,
  signBeaconRound,
  verifyBeaconRound,
  verifyBeaconRounds,
  type BeaconChain,
} from './beacon';

// drand/tlock tlock_test.go, TestDeterministicEncryptionDecryption "quicknet-g1 round 12040883" (commit 962ec50).
const quicknetRound = {
  round: 12040883,
  signature: '929906c959032ab363c9f26570d215d66f5c06cb0c44fe508c12bb5839f04ec895bb6868e5b9ff13ab289bdb5266b394',
  randomness: '173df1f57805453a8d2015268205d68147de12cafc2f451f7bc6adadca3571b3',
};

const flipBit = (hex: string, at: number) => hex.slice(0, at) + (parseInt(hex[at]!, 16) ^ 1).toString(16) + hex.slice(at + 1);

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('a real quicknet round verifies under the League of Entropy key, randomness = sha256(signature)', async () => {
  expect(sha256Hex(Buffer.from(quicknetRound.signature, 'hex'))).toBe(quicknetRound.randomness);
  expect(await verifyBeaconRound(leagueOfEntropyQuicknet, quicknetRound)).toBe(true);
});

test('a flipped signature bit, another round, wrong randomness or another key fail', async () => {
  const chain = leagueOfEntropyQuicknet;
  const flipped = flipBit(quicknetRound.signature, 40);
  expect(
    await verifyBeaconRound(chain, { ...quicknetRound, signature: flipped, randomness: sha256Hex(Buffer.from(flipped, 'hex')) }),
  ).toBe(false);
  expect(await verifyBeaconRound(chain, { ...quicknetRound, round: quicknetRound.round + 1 })).toBe(false);
  expect(await verifyBeaconRound(chain, { ...quicknetRound, randomness: flipBit(quicknetRound.randomness, 5) })).toBe(false);
  const otherKey = bls12_381.shortSignatures.keygen().publicKey.toHex();
  expect(await verifyBeaconRound({ ...chain, public_key: otherKey }, quicknetRound)).toBe(false);
  expect(await verifyBeaconRound(chain, { ...quicknetRound, signature: 'zz' + quicknetRound.signature.slice(2) })).toBe(false);
});

test('the message is sha256 of the round as 8 big-endian bytes', () => {
  const eight = Buffer.alloc(8);
  eight.writeBigUInt64BE(BigInt(quicknetRound.round));
  expect(Buffer.from(roundMessage(quicknetRound.round)).toString('hex')).toBe(sha256Hex(eight));
  expect(() => roundMessage(0)).toThrow();
  expect(() => roundMessage(1.5)).toThrow();
});

test('rounds signed with a fresh key (a local chain) verify, with noble directly and with signBeaconRound', async () => {
  const bls = bls12_381.shortSignatures;
  const { secretKey, publicKey } = bls.keygen();
  const chain: BeaconChain = { ...leagueOfEntropyQuicknet, chain_hash: 'ab'.repeat(32), public_key: publicKey.toHex() };
  const signature = bls.Signature.toHex(bls.sign(bls.hash(roundMessage(42), beaconDst), secretKey));
  const round = { round: 42, signature, randomness: sha256Hex(Buffer.from(signature, 'hex')) };
  expect(await verifyBeaconRound(chain, round)).toBe(true);
  expect(signBeaconRound(secretKey, 42)).toEqual(round);
  expect(await verifyBeaconRound(chain, { ...signBeaconRound(secretKey, 43), round: 42 })).toBe(false);
  expect(await verifyBeaconRound(leagueOfEntropyQuicknet, round)).toBe(false);
});

test('round times and the first round strictly after an instant', () => {
  const chain = leagueOfEntropyQuicknet;
  expect(roundTime(chain, 1)).toBe(1692803367);
  expect(roundTime(chain, quicknetRound.round)).toBe(1692803367 + (quicknetRound.round - 1) * 3);
  const at = roundTime(chain, 1000) * 1000;
  expect(roundAfter(chain, at)).toBe(1001);
  expect(roundAfter(chain, at - 1)).toBe(1000);
  expect(roundAfter(chain, at - 0.5)).toBe(1000);
  expect(roundAfter(chain, at + 0.5)).toBe(1001);
  expect(roundAfter(chain, at + 2999)).toBe(1001);
  expect(roundAfter(chain, at + 3000)).toBe(1002);
  expect(roundAfter(chain, 0)).toBe(1);
  expect(roundAfter(chain, chain.genesis_time * 1000)).toBe(2);
});

test('a batch of rounds verifies only when every round does', async () => {
  const bls = bls12_381.shortSignatures;
  const { secretKey, publicKey } = bls.keygen();
  const chain: BeaconChain = { ...leagueOfEntropyQuicknet, public_key: publicKey.toHex() };
  const rounds = [5, 6, 9, 40].map((round) => signBeaconRound(secretKey, round));
  expect(await verifyBeaconRounds(chain, rounds)).toBe(true);
  expect(await verifyBeaconRounds(chain, [])).toBe(true);
  expect(await verifyBeaconRounds(leagueOfEntropyQuicknet, [quicknetRound])).toBe(true);
  expect(await verifyBeaconRounds(chain, [...rounds, { ...rounds[0]!, round: 7 }])).toBe(false);
  expect(await verifyBeaconRounds(chain, [rounds[0]!, { ...rounds[1]!, randomness: rounds[0]!.randomness }])).toBe(false);
  expect(await verifyBeaconRounds(leagueOfEntropyQuicknet, rounds)).toBe(false);
  // Two wrong signatures whose sum is right (S5 + X, S6 − X) pass a plain sum; the random weights catch them.
  const X = bls12_381.G1.Point.BASE.multiply(12345n);
  const shifted = (round: (typeof rounds)[number], by: typeof X) => {
    const signature = bls.Signature.toHex(bls.Signature.fromHex(round.signature).add(by));
    return { round: round.round, signature, randomness: sha256Hex(Buffer.from(signature, 'hex')) };
  };
  const forged = [shifted(rounds[0]!, X), shifted(rounds[1]!, X.negate())];
  expect(await verifyBeaconRound(chain, forged[0]!)).toBe(false);
  expect(await verifyBeaconRounds(chain, forged)).toBe(false);
});
