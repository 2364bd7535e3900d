import type { ApiErrorEntry, ErrorLocale } from '@shop/shared/contract';
import { fail } from '@shop/api/stand-in-kit';

// The wire format of Firebase Storage's REST protocol (what @firebase/storage sends and reads), as its emulator
// speaks it: object resources as JSON, errors as `{ error: { code, message } }`.

export interface StoredObject {
  bucket: string;
  name: string;
  contentType: string;
  size: number;
  md5Hash: string;
  generation: number;
  downloadToken: string;
  createdAt: Date;
}

/**
 * The object resource the SDK maps into its FullMetadata. Numbers travel as strings (`size`, `generation`), as in
 * Cloud Storage's JSON API; `downloadTokens` (comma-separated) is what getDownloadURL builds its URL from.
 */
export function objectResource(o: StoredObject) {
  const time = o.createdAt.toISOString();
  const file = o.name.slice(o.name.lastIndexOf('/') + 1);
  return {
    kind: 'storage#object',
    id: `${o.bucket}/${o.name}/${o.generation}`,
    name: o.name,
    bucket: o.bucket,
    generation: String(o.generation),
    metageneration: '1',
    contentType: o.contentType,
    timeCreated: time,
    updated: time,
    storageClass: 'STANDARD',
    size: String(o.size),
    md5Hash: o.md5Hash,
    contentEncoding: 'identity',
    contentDisposition: contentDisposition(file),
    etag: o.md5Hash,
    downloadTokens: o.downloadToken,
  };
}

/** `inline` with the file's own name (RFC 6266 / 8187), as Firebase serves downloads. */
export function contentDisposition(file: string): string {
  return `inline; filename*=utf-8''${encodeURIComponent(file)}`;
}

/**
 * A refusal as the SDK reads it: the status decides its error code, the body becomes `serverResponse`. The shop's
 * own `error_code` / `error_msg` ride along, so a page can tell apart refusals that share a status.
 */
export function errorResource(entry: ApiErrorEntry, locale: ErrorLocale) {
  return {
    error: { code: entry.status, message: entry.messages.en },
    error_code: entry.code,
    error_msg: entry.messages[locale],
  };
}

/**
 * The body of a multipart upload (`X-Goog-Upload-Protocol: multipart`): exactly two parts, the object's JSON
 * metadata, then its bytes. Parsed here because the multipart parsers at hand (busboy) only read form-data.
 */
export function parseMultipartRelated(
  contentType: string,
  body: Buffer,
): { metadata: unknown; contentType: string; bytes: Buffer } {
  const boundary = /^multipart\/related;\s*boundary=("?)([^";]{1,200})\1\s*$/i.exec(contentType)?.[2];
  if (!boundary) fail('BAD_PARAMS');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  if (at !== 0) fail('BAD_PARAMS');
  for (;;) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString('latin1') === '--') break;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), start);
    if (next < 0 || parts.length === 2) fail('BAD_PARAMS');
    parts.push(body.subarray(start + 2, next));
    at = next + 2;
  }
  if (parts.length !== 2) fail('BAD_PARAMS');
  const [json, file] = parts.map(splitPart) as [ReturnType<typeof splitPart>, ReturnType<typeof splitPart>];
  if (!/^application\/json\b/i.test(json.contentType)) fail('BAD_PARAMS');
  let metadata: unknown;
  try {
    metadata = JSON.parse(json.body.toString('utf8'));
  } catch {
    fail('BAD_PARAMS');
  }
  return { metadata, contentType: file.contentType, bytes: file.body };
}

/** A part's headers (only Content-Type matters) and its body. */
function splitPart(part: Buffer): { contentType: string; body: Buffer } {
  const end = part.indexOf('\r\n\r\n');
  if (end < 0) fail('BAD_PARAMS');
  const headers = part.subarray(0, end).toString('latin1').split('\r\n');
  const contentType = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, '') ?? '';
  return { contentType: contentType.trim(), body: part.subarray(end + 4) };
}
