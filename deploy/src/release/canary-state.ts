/**
 * Canaries in flight, `<publishDir>/canaries.json`: per remote, the version a share of shoppers gets instead
 * of the stable one in remotes.json. remotes.json stays the stable manifest (what a static host or a shopper
 * outside every canary gets), so a crash between the two files at worst leaves a canary equal to stable.
 */
import path from 'node:path';
import type { RemoteManifestEntry } from '@shop/shared/manifest';
import { readJsonOr, writeJsonAtomic } from '../manifest/atomic-write.js';

export interface Canary {
  entry: RemoteManifestEntry;
  /** Share of shoppers, 0 < percent ≤ 100, in steps of 0.01 (the bucket's resolution). */
  percent: number;
  /** When this version became the canary: health is compared from here on. */
  since: string;
}

export type Canaries = Record<string, Canary>;

export const CANARIES_FILE = 'canaries.json';

export function canariesPath(publishDir: string): string {
  return path.join(publishDir, CANARIES_FILE);
}

export async function readCanaries(publishDir: string): Promise<Canaries> {
  const canaries = await readJsonOr<Canaries>(canariesPath(publishDir), {});
  if (!canaries || typeof canaries !== 'object' || Array.isArray(canaries)) {
    throw new Error(`${canariesPath(publishDir)} must be an object of canaries by remote`);
  }
  return canaries;
}

export async function writeCanaries(publishDir: string, canaries: Canaries): Promise<void> {
  await writeJsonAtomic(canariesPath(publishDir), canaries);
}
