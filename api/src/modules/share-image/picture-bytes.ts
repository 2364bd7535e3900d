import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { downloadUrl, pictureInBucket } from '../../platform/catalogue-pictures';
import { fail } from '../../platform/errors';

/** The bucket's own limit on an object (sandboxes' storage rules, Firebase's rules of the shop). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** A read of the bucket that takes longer fails: a link preview is never worth a hung request. */
export const READ_TIMEOUT_MS = 5000;

const seeded = /^\/api\/v1\/images\/([a-z0-9-]+\.jpg)$/;

/** Answers a GET of the API's own routes in-process (Fastify's inject): how the emulated bucket is read. */
export type InjectGet = (url: string) => Promise<{ statusCode: number; rawPayload: Buffer }>;

/** Where a picture's bytes come from: `key` names exactly those bytes (a changed picture has another key). */
export interface PictureOrigin {
  key: string;
  read(): Promise<Buffer>;
}

/**
 * The origin of a picture the shop's pages show: a seed file in the images directory, or an object of the shop's
 * own bucket (rebuilt from its name and token, never the stored URL itself). Any other URL is null: never fetched.
 */
export async function pictureOrigin(config: Config, inject: InjectGet, picture: string): Promise<PictureOrigin | null> {
  const seed = seeded.exec(picture);
  if (seed) {
    const file = path.join(config.imagesDir, seed[1]!);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.size > MAX_PICTURE_BYTES) return null;
    return { key: `seed:${seed[1]}:${stat.size}:${stat.mtimeMs}`, read: () => fs.readFile(file) };
  }
  const stored = pictureInBucket(config, picture);
  if (!stored) return null;
  const url = downloadUrl(config, stored);
  return {
    key: `bucket:${stored.name}:${stored.token ?? ''}`,
    read: () => (config.storage.emulated ? readEmulated(inject, url) : readRemote(url)),
  };
}

async function readEmulated(inject: InjectGet, url: URL): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('storage read timed out')), READ_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([inject(url.pathname + url.search), late]);
    if (res.statusCode !== 200 || res.rawPayload.length > MAX_PICTURE_BYTES) fail('NOT_FOUND');
    return res.rawPayload;
  } catch (err) {
    if (err instanceof Error && err.message === 'storage read timed out') fail('SERVICE_UNAVAILABLE');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Firebase Storage over HTTPS: no redirects followed, at most MAX_PICTURE_BYTES, within READ_TIMEOUT_MS. */
async function readRemote(url: URL): Promise<Buffer> {
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).catch(() =>
    fail('SERVICE_UNAVAILABLE'),
  );
  if (res.status === 404 || res.status === 403) fail('NOT_FOUND');
  if (!res.ok || !res.body) fail('SERVICE_UNAVAILABLE');
  if (Number(res.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) fail('NOT_FOUND');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > MAX_PICTURE_BYTES) break;
      chunks.push(Buffer.from(chunk));
    }
  } catch {
    fail('SERVICE_UNAVAILABLE');
  }
  // Leaving the loop early cancelled the rest of the body.
  if (size > MAX_PICTURE_BYTES) fail('NOT_FOUND');
  return Buffer.concat(chunks);
}
