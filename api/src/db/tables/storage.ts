import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { created } from './columns';
import { users } from './members';
import { operators } from './operators';

// The emulated Firebase Storage bucket (sandboxes/src/storage): what is stored where. The bytes are files under
// STORAGE_DIR; a row exists only for a file that was completely written and renamed into place.

/** One object per bucket and name, as the Storage REST protocol names them (e.g. `avatars/12/avatar.webp`). */
export const storageObjects = pgTable(
  'storage_objects',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    /** The member who uploaded it (their avatar), or else the operator (a catalogue picture): exactly one is set. */
    ownerId: integer('owner_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    /** The file under STORAGE_DIR/objects: a new one for every upload, so a replaced object's file never changes. */
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Base64 MD5 of the bytes, as Cloud Storage reports it. */
    md5Hash: text('md5_hash').notNull(),
    /** Cloud Storage's generation: microseconds since the epoch of the upload that made this version. */
    generation: bigint('generation', { mode: 'number' }).notNull(),
    /** The secret of the download URL (`?alt=media&token=`); a new one with every upload. */
    downloadToken: text('download_token').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.name] }),
    index('storage_objects_owner_idx').on(t.ownerId),
    index('storage_objects_operator_idx').on(t.operatorId),
    check('storage_objects_one_owner_check', sql`(${t.ownerId} is null) <> (${t.operatorId} is null)`),
  ],
);

/** A resumable upload in progress: bound to the member (or operator) who started it, its bytes in STORAGE_DIR/uploads/<id>. */
export const storageUploads = pgTable(
  'storage_uploads',
  {
    id: text('id').primaryKey(),
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    /** The member who uploaded it (their avatar), or else the operator (a catalogue picture): exactly one is set. */
    ownerId: integer('owner_id').references(() => users.id),
    operatorId: integer('operator_id').references(() => operators.id),
    contentType: text('content_type').notNull(),
    /** The size announced at the start; the upload is finalized only with exactly this many bytes. */
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    /** Set when the object was stored: later commands on the session answer `final`. */
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (t) => [
    index('storage_uploads_owner_idx').on(t.ownerId),
    index('storage_uploads_operator_idx').on(t.operatorId),
    index('storage_uploads_expires_idx').on(t.expiresAt),
    check('storage_uploads_one_owner_check', sql`(${t.ownerId} is null) <> (${t.operatorId} is null)`),
  ],
);
