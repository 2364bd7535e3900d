import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { type Db, fail, storageObjects } from '@shop/api/stand-in-kit';
import type { BucketFiles } from './files';
import { ownerColumns, type Caller } from './identity';
import { MAX_OBJECTS_PER_OPERATOR } from './rules';
import type { StoredObject } from './protocol';

// Objects of the emulated bucket: rows in storage_objects, bytes in BucketFiles. The storage module owns both
// tables (storage_objects, storage_uploads); uploads.ts holds the resumable sessions.

/** Serialises one member's writes, so the per-member object limit cannot be raced past. */
export const STORAGE_LOCK = 0x73746f72;

/** The advisory lock of one caller's writes: members and operators have ids of their own, so keys of their own. */
export const callerLock = (c: Caller) =>
  sql`select pg_advisory_xact_lock(${c.kind === 'member' ? STORAGE_LOCK : STORAGE_LOCK + 1}, ${c.id})`;

/** Objects a caller may keep: the configured limit for a member, MAX_OBJECTS_PER_OPERATOR for an operator. */
export const objectLimit = (c: Caller, perMember: number) => (c.kind === 'member' ? perMember : MAX_OBJECTS_PER_OPERATOR);

/** The rows a caller owns, of either storage table. */
export const ownedBy = (t: { ownerId: AnyColumn; operatorId: AnyColumn }, c: Caller) =>
  eq(c.kind === 'member' ? t.ownerId : t.operatorId, c.id);

export type ObjectRow = typeof storageObjects.$inferSelect;

export const storedObject = (row: ObjectRow): StoredObject => row;

export interface NewObject {
  bucket: string;
  name: string;
  owner: Caller;
  contentType: string;
  size: number;
  md5Hash: string;
  /** A complete, flushed file outside objects/ (tmp/ or uploads/): it is moved into place here. */
  file: string;
}

/** Objects a caller keeps, not counting `name` (which an upload would replace). */
export async function countOtherObjects(tx: Db, owner: Caller, bucket: string, name: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(storageObjects)
    .where(and(ownedBy(storageObjects, owner), or(ne(storageObjects.bucket, bucket), ne(storageObjects.name, name))));
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
      await tx.execute(callerLock(o.owner));
      if ((await countOtherObjects(tx, o.owner, o.bucket, o.name)) >= objectLimit(o.owner, maxObjects)) fail('STORAGE_QUOTA');
      const [old] = await tx
        .select({ fileKey: storageObjects.fileKey })
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, o.bucket), eq(storageObjects.name, o.name)));
      replaced = old?.fileKey;
      const version = {
        ...ownerColumns(o.owner),
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
