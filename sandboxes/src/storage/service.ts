import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { type Db, fail, storageObjects } from '@shop/api/stand-in-kit';
import type { BucketFiles } from './files';
import type { StoredObject } from './protocol';

// Objects of the emulated bucket: rows in storage_objects, bytes in BucketFiles. The storage module owns both
// tables (storage_objects, storage_uploads); uploads.ts holds the resumable sessions.

/** Serialises one member's writes, so the per-member object limit cannot be raced past. */
export const STORAGE_LOCK = 0x73746f72;

export type ObjectRow = typeof storageObjects.$inferSelect;

export const storedObject = (row: ObjectRow): StoredObject => row;

export interface NewObject {
  bucket: string;
  name: string;
  ownerId: number;
  contentType: string;
  size: number;
  md5Hash: string;
  /** A complete, flushed file outside objects/ (tmp/ or uploads/): it is moved into place here. */
  file: string;
}

/** Objects a member keeps, not counting `name` (which an upload would replace). */
export async function countOtherObjects(tx: Db, ownerId: number, bucket: string, name: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(storageObjects)
    .where(and(eq(storageObjects.ownerId, ownerId), or(ne(storageObjects.bucket, bucket), ne(storageObjects.name, name))));
  return row?.n ?? 0;
}

/**
 * Makes an uploaded file the object's new version. The file is moved into objects/ first under a new key; then
 * one short transaction (the member's lock, the object limit, the upsert, and `alsoInTx`, e.g. marking a
 * resumable session finalized) points the row at it. Concurrent uploads of one name: the last commit wins and
 * every other version's file is removed after its commit; a failed commit removes its own file.
 */
export async function commitObject(
  db: Db,
  files: BucketFiles,
  o: NewObject,
  maxObjects: number,
  alsoInTx: (tx: Db) => Promise<void> = async () => {},
): Promise<ObjectRow> {
  const fileKey = await files.promote(o.file);
  let replaced: string | undefined;
  let row: ObjectRow;
  try {
    row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_LOCK}, ${o.ownerId})`);
      if ((await countOtherObjects(tx, o.ownerId, o.bucket, o.name)) >= maxObjects) fail('STORAGE_QUOTA');
      const [old] = await tx
        .select({ fileKey: storageObjects.fileKey })
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, o.bucket), eq(storageObjects.name, o.name)));
      replaced = old?.fileKey;
      const version = {
        ownerId: o.ownerId,
        fileKey,
        contentType: o.contentType,
        size: o.size,
        md5Hash: o.md5Hash,
        // Cloud Storage's generations are microseconds; the random part keeps two uploads in one millisecond apart.
        generation: Date.now() * 1000 + randomInt(1000),
        downloadToken: randomUUID(),
        createdAt: new Date(),
      };
      const [saved] = await tx
        .insert(storageObjects)
        .values({ bucket: o.bucket, name: o.name, ...version })
        .onConflictDoUpdate({ target: [storageObjects.bucket, storageObjects.name], set: version })
        .returning();
      await alsoInTx(tx);
      return saved!;
    });
  } catch (err) {
    await files.removeObject(fileKey);
    throw err;
  }
  if (replaced && replaced !== fileKey) await files.removeObject(replaced);
  return row;
}

export async function findObject(db: Db, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)));
  return row;
}

/** Deletes the object (its row, then its file); 404 when there is none. */
export async function deleteObject(db: Db, files: BucketFiles, bucket: string, name: string): Promise<void> {
  const [gone] = await db
    .delete(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)))
    .returning({ fileKey: storageObjects.fileKey });
  if (!gone) fail('STORAGE_NOT_FOUND');
  await files.removeObject(gone.fileKey);
}
