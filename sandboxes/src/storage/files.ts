import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * The emulated bucket's bytes on disk. An object's file is written whole under tmp/ (or uploads/ for a resumable
 * upload), flushed, then renamed into objects/ under a fresh key: a file in objects/ is always complete, and a
 * crash mid-upload leaves at most a stray file in tmp/ or uploads/ that no row points to.
 */
export class BucketFiles {
  private readonly objects: string;
  private readonly uploads: string;
  private readonly tmp: string;

  constructor(dir: string) {
    this.objects = path.join(dir, 'objects');
    this.uploads = path.join(dir, 'uploads');
    this.tmp = path.join(dir, 'tmp');
  }

  async init(): Promise<void> {
    for (const d of [this.objects, this.uploads, this.tmp]) await mkdir(d, { recursive: true });
  }

  /** Writes bytes to a new, flushed temporary file; returns its path (to promote, or to remove). */
  async writeTemp(bytes: Buffer): Promise<string> {
    const file = path.join(this.tmp, randomUUID());
    await withFile(file, 'wx', async (fh) => {
      await fh.writeFile(bytes);
      await fh.sync();
    });
    return file;
  }

  /** Moves a complete file into objects/ under a new key (atomic on one file system); returns the key. */
  async promote(file: string): Promise<string> {
    const key = randomUUID();
    await rename(file, this.objectPath(key));
    return key;
  }

  /** The object's bytes, or null when its file is gone (replaced or deleted since its row was read). */
  async openObject(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null> {
    const file = this.objectPath(key);
    const fh = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!fh) return null;
    const { size } = await fh.stat();
    return { stream: fh.createReadStream(), size };
  }

  async removeObject(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
  }

  /** Creates the empty file of a resumable upload. */
  async createUpload(id: string): Promise<void> {
    await withFile(this.uploadPath(id), 'wx', async () => {});
  }

  /** Writes a chunk of a resumable upload at its offset (a repeated chunk writes the same bytes again). */
  async writeChunk(id: string, offset: number, bytes: Buffer): Promise<void> {
    await withFile(this.uploadPath(id), 'r+', async (fh) => {
      await fh.write(bytes, 0, bytes.length, offset);
    });
  }

  /** The first bytes of a resumable upload (to check what it is before all of it arrived). */
  async readUploadHead(id: string, length: number): Promise<Buffer> {
    return withFile(this.uploadPath(id), 'r', async (fh) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    });
  }

  /** A finished resumable upload's file, flushed, with its size and MD5, ready to check and promote. */
  async sealUpload(id: string): Promise<{ file: string; size: number; md5: string }> {
    const file = this.uploadPath(id);
    await withFile(file, 'r+', (fh) => fh.sync());
    const { size } = await stat(file);
    return { file, size, md5: await md5Of(file) };
  }

  async removeUpload(id: string): Promise<void> {
    await rm(this.uploadPath(id), { force: true });
  }

  /** Removes temporary files older than `ageMs` (left by a crash; younger ones may belong to a running upload). */
  async removeStaleTemp(ageMs: number): Promise<void> {
    const cutoff = Date.now() - ageMs;
    for (const name of await readdir(this.tmp).catch(() => [] as string[])) {
      const file = path.join(this.tmp, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  private objectPath(key: string): string {
    return path.join(this.objects, safeKey(key));
  }

  private uploadPath(id: string): string {
    return path.join(this.uploads, safeKey(id));
  }
}

/** Keys and upload ids are generated here (UUIDs); anything else never becomes a path. */
function safeKey(key: string): string {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

async function withFile<T>(file: string, flags: string, use: (fh: FileHandle) => Promise<T>): Promise<T> {
  const fh = await open(file, flags);
  try {
    return await use(fh);
  } finally {
    await fh.close();
  }
}

/** Base64 MD5 of a file, as Cloud Storage reports `md5Hash`. */
export async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

export const md5OfBytes = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
