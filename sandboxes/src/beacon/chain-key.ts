import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bls12_381 } from '@noble/curves/bls12-381.js';

/** What the local beacon must keep to stay the same chain: its secret key and the info its hash commits to. */
export interface LocalChainKey {
  secret_key: string;
  public_key: string;
  period: number;
  genesis_time: number;
  genesis_seed: string;
  beacon_id: string;
}

/** Hashed into the chain hash (drand leaves only `default` out), so no real chain can share ours. */
export const LOCAL_BEACON_ID = 'shop-local';

export function newChainKey(period: number, genesisTime: number): LocalChainKey {
  const { secretKey, publicKey } = bls12_381.shortSignatures.keygen();
  return {
    secret_key: Buffer.from(secretKey).toString('hex'),
    public_key: Buffer.from(publicKey.toBytes()).toString('hex'),
    period,
    genesis_time: genesisTime,
    // drand's is the hash of the group that ran the key generation; ours has no group, only its own random seed.
    genesis_seed: randomBytes(32).toString('hex'),
    beacon_id: LOCAL_BEACON_ID,
  };
}

/** The key file of a chain with this period: one per period, so a shorter test period never replaces the dev chain. */
export const chainKeyFile = (dir: string, period: number) => path.join(dir, `local-beacon-${period}s.json`);

/**
 * The chain kept in `dir` for this period, or a new one written there: a shop's published draws still verify
 * after a restart only if the chain (hence its hash and public key) is the same.
 */
export async function loadOrCreateChainKey(dir: string, period: number, genesisTime: number): Promise<LocalChainKey> {
  const file = chainKeyFile(dir, period);
  const stored = await readChainKey(file, period);
  if (stored) return stored;
  const key = newChainKey(period, genesisTime);
  await mkdir(dir, { recursive: true });
  // Written whole, then linked into place, which fails if another process made the chain first: then that one is ours.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  try {
    await link(tmp, file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await readChainKey(file, period))!;
  } finally {
    await unlink(tmp);
  }
}

async function readChainKey(file: string, period: number): Promise<LocalChainKey | undefined> {
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as LocalChainKey,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    },
  );
  if (!stored) return undefined;
  const derived = bls12_381.shortSignatures.getPublicKey(Buffer.from(stored.secret_key, 'hex')).toBytes();
  if (Buffer.from(derived).toString('hex') !== stored.public_key || stored.period !== period) {
    throw new Error(`${file} does not hold a local beacon chain of period ${period} s`);
  }
  return stored;
}
