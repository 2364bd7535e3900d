import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Db, fail, storageObjects, storageUploads } from '@shop/api/stand-in-kit';
import type { BucketFiles } from './files';
import { checkImage, checkLeadingBytes, MAX_OPEN_UPLOADS } from './rules';
import { ownerColumns, ownerOf, sameCaller, type Caller } from './identity';
import { callerLock, commitObject, countOtherObjects, objectLimit, ownedBy, type ObjectRow } from './service';

// Resumable uploads (X-Goog-Upload-Protocol: resumable): a session per upload, bound to the member who started
// it, its bytes appended chunk by chunk in uploads/<id>, its object stored once the announced size arrived.

export type UploadRow = typeof storageUploads.$inferSelect;

export interface UploadLimits {
  maxObjects: number;
  ttlSeconds: number;
}

/** Opens a session for an upload whose name, type and size were already checked; 402 past the member's limits. */
export async function startUpload(
  db: Db,
  files: BucketFiles,
  u: { bucket: string; name: string; owner: Caller; contentType: string; size: number },
  limits: UploadLimits,
): Promise<string> {
  const id = randomUUID();
  await files.createUpload(id);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(callerLock(u.owner));
      if ((await countOtherObjects(tx, u.owner, u.bucket, u.name)) >= objectLimit(u.owner, limits.maxObjects))
        fail('STORAGE_QUOTA');
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(storageUploads)
        .where(
          and(ownedBy(storageUploads, u.owner), isNull(storageUploads.finalizedAt), gt(storageUploads.expiresAt, new Date())),
        );
      if ((open?.n ?? 0) >= MAX_OPEN_UPLOADS) fail('STORAGE_QUOTA');
      const { owner, ...upload } = u;
      await tx
        .insert(storageUploads)
        .values({ id, ...upload, ...ownerColumns(owner), expiresAt: new Date(Date.now() + limits.ttlSeconds * 1000) });
    });
  } catch (err) {
    await files.removeUpload(id);
    throw err;
  }
  return id;
}

/** A session of this caller that has not expired: 404 when unknown or expired, 403 when someone else's. */
export async function sessionOf(db: Db, id: string, bucket: string, caller: Caller): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(storageUploads)
    .where(and(eq(storageUploads.id, id), eq(storageUploads.bucket, bucket), gt(storageUploads.expiresAt, new Date())));
  if (!row) fail('STORAGE_UPLOAD_EXPIRED');
  if (!sameCaller(ownerOf(row), caller)) fail('STORAGE_DENIED');
  return row;
}

/**
 * Appends a chunk at `offset`, which must be where the received bytes end (the SDK asks with `query` after a
 * failure and resumes there). One conditional UPDATE moves the count, so of two racing chunks one is refused.
 */
export async function appendChunk(db: Db, files: BucketFiles, s: UploadRow, offset: number, bytes: Buffer): Promise<number> {
  if (s.finalizedAt || offset !== s.received || offset + bytes.length > s.size) fail('BAD_PARAMS');
  if (bytes.length === 0) return s.received;
  if (offset === 0 && bytes.length >= 12) {
    try {
      checkLeadingBytes(s.contentType, bytes);
    } catch (err) {
      await cancelUpload(db, files, s.id);
      throw err;
    }
  }
  await files.writeChunk(s.id, offset, bytes).catch(goneIsBadRequest);
  const [moved] = await db
    .update(storageUploads)
    .set({ received: offset + bytes.length })
    .where(and(eq(storageUploads.id, s.id), eq(storageUploads.received, offset), isNull(storageUploads.finalizedAt)))
    .returning({ received: storageUploads.received });
  if (!moved) fail('BAD_PARAMS');
  return moved.received;
}

/**
 * Stores the object once every announced byte arrived: the whole file must be an image of the announced type
 * (else the session and its bytes are dropped, 403). The session is marked finalized in the object's transaction.
 */
export async function finalizeUpload(
  db: Db,
  files: BucketFiles,
  s: UploadRow,
  received: number,
  maxObjects: number,
): Promise<ObjectRow> {
  if (received !== s.size) fail('BAD_PARAMS');
  const sealed = await files.sealUpload(s.id).catch(goneIsBadRequest);
  if (sealed.size !== s.size) fail('BAD_PARAMS');
  try {
    await checkImage(s.contentType, sealed.file);
    const object = { bucket: s.bucket, name: s.name, owner: ownerOf(s), contentType: s.contentType, size: s.size };
    return await commitObject(db, files, { ...object, md5Hash: sealed.md5, file: sealed.file }, maxObjects, async (tx) => {
      const [done] = await tx
        .update(storageUploads)
        .set({ finalizedAt: new Date() })
        .where(and(eq(storageUploads.id, s.id), isNull(storageUploads.finalizedAt)))
        .returning({ id: storageUploads.id });
      // Finalized meanwhile by a repeated request: this one's version is rolled back and its file removed.
      if (!done) fail('BAD_PARAMS');
    }).catch(goneIsBadRequest);
  } catch (err) {
    // Refused (not an image, over the limit): the session ends and its bytes go; a finalized one is kept.
    await cancelUpload(db, files, s.id);
    throw err;
  }
}

/** A session's file removed under a request (cancelled, or finalized by a repeated request) is the caller's error. */
function goneIsBadRequest(err: unknown): never {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') fail('BAD_PARAMS');
  throw err;
}

/** The object a finalized session stored, while it is still that upload's version. */
export async function finalObject(db: Db, s: UploadRow): Promise<ObjectRow | undefined> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, s.bucket), eq(storageObjects.name, s.name), ownedBy(storageObjects, ownerOf(s))));
  return row;
}

/** Ends a session that has not stored its object yet, and removes its bytes. */
export async function cancelUpload(db: Db, files: BucketFiles, id: string): Promise<void> {
  await db.delete(storageUploads).where(and(eq(storageUploads.id, id), isNull(storageUploads.finalizedAt)));
  await files.removeUpload(id);
}

/** Forgets expired sessions and their bytes, and temporary files a crash left behind. */
export async function sweepUploads(db: Db, files: BucketFiles): Promise<number> {
  const gone = await db
    .delete(storageUploads)
    .where(lt(storageUploads.expiresAt, new Date()))
    .returning({ id: storageUploads.id });
  for (const { id } of gone) await files.removeUpload(id);
  await files.removeStaleTemp(3600 * 1000);
  return gone.length;
}

/** Starts the periodic sweep; returns the function that stops it. */
export function startUploadSweep(db: Db, files: BucketFiles, everyMs: number, log: { error(obj: object, msg: string): void }) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepUploads(db, files)
      .catch((err: unknown) => log.error({ err }, 'storage upload sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
