import type { Config } from '../config';
import { fail } from './errors';

// The console's pictures come from the shop's own storage bucket, under `catalogue/` (where an operator may
// upload): a product page never hot-links another site. The shop's own seeded files stay acceptable, so a
// product read and saved back unchanged keeps them.

const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';
const seeded = /^\/api\/v1\/images\/[a-z0-9-]+\.jpg$/;

/** Where download URLs of the bucket point: the API's own /v0 when it emulates the bucket, else Firebase. */
function storageOrigin(config: Pick<Config, 'publicUrl' | 'storage'>): string {
  return config.storage.emulated ? new URL(config.publicUrl).origin : FIREBASE_STORAGE;
}

/** A download URL of the bucket (origin and path) read back into its parts. */
export interface BucketPicture {
  /** The object's name in the bucket: `catalogue/…`. */
  name: string;
  /** The download token of the URL (absent: the URL reads only with an owner's session). */
  token: string | undefined;
}

/** The parts of `url` when it is a download URL of a `catalogue/…` object in the shop's bucket; else null. */
export function pictureInBucket(config: Pick<Config, 'publicUrl' | 'storage'>, url: string): BucketPicture | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `/v0/b/${encodeURIComponent(config.storage.bucket)}/o/`;
  let name = '';
  try {
    name = parsed.pathname.startsWith(prefix) ? decodeURIComponent(parsed.pathname.slice(prefix.length)) : '';
  } catch {
    // A malformed escape: not a name the bucket could hold.
  }
  if (
    parsed.origin !== storageOrigin(config) ||
    parsed.username ||
    parsed.password ||
    !/^catalogue\/[^/]/.test(name) ||
    name.split('/').some((s) => s === '' || s === '.' || s === '..') ||
    parsed.searchParams.get('alt') !== 'media'
  ) {
    return null;
  }
  return { name, token: parsed.searchParams.get('token') ?? undefined };
}

/** Where the bucket serves an object's bytes: rebuilt from its parts, so nothing else of a stored URL is followed. */
export function downloadUrl(config: Pick<Config, 'publicUrl' | 'storage'>, picture: BucketPicture): URL {
  const url = new URL(
    `/v0/b/${encodeURIComponent(config.storage.bucket)}/o/${encodeURIComponent(picture.name)}`,
    storageOrigin(config),
  );
  url.searchParams.set('alt', 'media');
  if (picture.token !== undefined) url.searchParams.set('token', picture.token);
  return url;
}

/** `url` when it is a download URL of a `catalogue/…` object in the shop's bucket (or a seeded file); else 40090. */
export function checkPicture(config: Pick<Config, 'publicUrl' | 'storage'>, url: string): string {
  if (seeded.test(url)) return url;
  if (!pictureInBucket(config, url)) fail('PICTURE_NOT_IN_STORAGE');
  return url;
}

export const checkPictures = (config: Pick<Config, 'publicUrl' | 'storage'>, urls: string[]) =>
  urls.map((u) => checkPicture(config, u));
