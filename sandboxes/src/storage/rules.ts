import sharp from 'sharp';
import { fail } from '@shop/api/stand-in-kit';
import type { Caller } from './identity';

// What the emulated bucket accepts: the same rules a Firebase Storage security-rules file would state for
// avatars (write only under your own folder) and catalogue pictures (operators with the catalogue permission
// only, under catalogue/), images only, at most 5 MB, checked on the bytes themselves.

/** The largest object a member may upload (the limit for avatars). */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;

/** Catalogue pictures one operator may keep (a member's avatars are limited by STORAGE_MAX_OBJECTS_PER_MEMBER). */
export const MAX_OBJECTS_PER_OPERATOR = 10_000;

/** Resumable uploads one member (or operator) may have running at once (each may hold up to MAX_OBJECT_BYTES on disk). */
export const MAX_OPEN_UPLOADS = 5;

/** Cloud Storage's own limit on object names, in UTF-8 bytes. */
const MAX_NAME_BYTES = 1024;

/** The image types accepted, by the format name sharp reports for their bytes. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Leading bytes of each accepted type: a quick refusal on an upload's first chunk, before all of it arrives. */
const SIGNATURES: Readonly<Record<string, (b: Buffer) => boolean>> = {
  'image/jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
};

/**
 * An object name as the protocol carries it: 1–1024 UTF-8 bytes, no control characters, no empty, `.` or `..`
 * segment (names are database keys, never file paths, but they should read like the paths they imitate).
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  if (
    Buffer.byteLength(name) > MAX_NAME_BYTES ||
    /\p{Cc}/u.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    fail('BAD_PARAMS');
  }
  return name;
}

/** The member whose avatar folder a name is in (`avatars/<member id>/<file>`), or null. */
export function avatarOwner(name: string): number | null {
  const match = /^avatars\/([1-9]\d{0,9})\/[^/]+$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** A catalogue picture's name: `catalogue/…` (written by operators of the console, read by anyone with its URL). */
export const isCataloguePicture = (name: string) => /^catalogue\/[^/]/.test(name);

/**
 * A member writes (and deletes) only `avatars/<own id>/<file>`; an operator (the catalogue permission, checked by
 * requireCaller) only `catalogue/…`, never a member's avatar. Anything else is refused with 403.
 */
export function checkWritable(name: string, caller: Caller): void {
  const allowed = caller.kind === 'member' ? avatarOwner(name) === caller.id : isCataloguePicture(name);
  if (!allowed) fail('STORAGE_DENIED');
}

/** What a caller may read without a download token: what they may write. */
export const checkReadable = checkWritable;

/** The declared type and size of an upload, before any byte is stored. */
export function checkDeclared(contentType: string, size: number): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!(type in IMAGE_TYPES)) fail('STORAGE_NOT_IMAGE');
  if (size > MAX_OBJECT_BYTES) fail('STORAGE_TOO_LARGE');
  return type;
}

/** The first bytes of an upload must start like the declared type. */
export function checkLeadingBytes(contentType: string, head: Buffer): void {
  if (!SIGNATURES[contentType]?.(head)) fail('STORAGE_NOT_IMAGE');
}

/**
 * The whole object: its header must parse as an image of the declared type (sharp reads the header, it does
 * not decode the pixels). A renamed text file, an SVG or a truncated header is refused.
 */
export async function checkImage(contentType: string, input: Buffer | string): Promise<void> {
  checkDeclared(contentType, 0);
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (format !== IMAGE_TYPES[contentType]) fail('STORAGE_NOT_IMAGE');
}
