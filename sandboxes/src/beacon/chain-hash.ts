import { createHash } from 'node:crypto';

/** The fields of a drand chain's info that its hash commits to (hex strings as the /info endpoint gives them). */
export interface ChainHashFields {
  period: number;
  genesis_time: number;
  public_key: string;
  /** `groupHash` in the v1 info, `genesis_seed` in v2. */
  genesis_seed: string;
  beacon_id: string;
}

/**
 * A chain's hash as drand computes it (common/chain/info.go, `Info.Hash`): SHA-256 over the period in seconds
 * (uint32, big-endian), the genesis time (int64, big-endian), the public key, the genesis seed, and the beacon id
 * unless it is the default one (kept out for backward compatibility).
 */
export function drandChainHash(info: ChainHashFields): string {
  const head = Buffer.alloc(12);
  head.writeUInt32BE(info.period, 0);
  head.writeBigInt64BE(BigInt(info.genesis_time), 4);
  const hash = createHash('sha256')
    .update(head)
    .update(Buffer.from(info.public_key, 'hex'))
    .update(Buffer.from(info.genesis_seed, 'hex'));
  if (info.beacon_id !== '' && info.beacon_id !== 'default') hash.update(info.beacon_id);
  return hash.digest('hex');
}
