import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { fail } from '@shop/api/stand-in-kit';
import { md5OfBytes } from './files';
import { requireCaller, type Caller } from './identity';
import { objectResource, parseMultipartRelated } from './protocol';
import type { StorageDeps } from './routes';
import { checkDeclared, checkImage, checkObjectName, checkWritable } from './rules';
import { BucketParams, UploadHeaders, UploadMetadata, UploadQuery } from './schema';
import { commitObject, storedObject, type ObjectRow } from './service';
import { appendChunk, cancelUpload, finalizeUpload, finalObject, sessionOf, startUpload } from './uploads';

type Headers = Static<typeof UploadHeaders>;
const metadataCheck = Compile(UploadMetadata);

/**
 * POST /b/{bucket}/o: every upload the SDK makes. With `?name=`: a multipart upload (small files, one request)
 * or the start of a resumable one; with `?upload_id=` (the URL the start answered): that session's commands.
 */
export function registerUploadRoutes(root: FastifyInstance, deps: StorageDeps, bodyLimit: number) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/b/:bucket/o',
    { bodyLimit, schema: { params: BucketParams, querystring: UploadQuery, headers: UploadHeaders } },
    async (req, reply) => {
      if (req.params.bucket !== deps.bucket) fail('STORAGE_NOT_FOUND');
      const caller = await requireCaller(deps.ctx.tokens, deps.ctx.db, req);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (req.query.upload_id) return continueUpload(deps, req, reply, caller, req.query.upload_id, body);
      if (!req.query.name) fail('BAD_PARAMS');
      const name = checkObjectName(req.query.name);
      checkWritable(name, caller);
      const protocol = req.headers['x-goog-upload-protocol'] ?? req.query.uploadType;
      if (protocol === 'resumable' && req.headers['x-goog-upload-command'] === 'start') {
        return start(deps, req.headers, reply, caller, name, body);
      }
      if (protocol === 'multipart') return multipart(deps, req.headers, caller, name, body);
      fail('BAD_PARAMS');
    },
  );

  // Listing a folder is not something members may do here (the SDK maps 403 to storage/unauthorized).
  app.get('/b/:bucket/o', { schema: { params: BucketParams } }, async (req) => {
    if (req.params.bucket !== deps.bucket) fail('STORAGE_NOT_FOUND');
    await requireCaller(deps.ctx.tokens, deps.ctx.db, req);
    fail('STORAGE_DENIED');
  });
}

/** The upload's JSON metadata; a name in it must be the one in the URL. */
function metadataOf(json: unknown, name: string): Static<typeof UploadMetadata> {
  if (!metadataCheck.Check(json) || (json.name !== undefined && json.name !== name)) fail('BAD_PARAMS');
  return json;
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    fail('BAD_PARAMS');
  }
}

/** One request: checked whole (type, size, the bytes really an image of that type), then stored. */
async function multipart(deps: StorageDeps, headers: Headers, owner: Caller, name: string, body: Buffer) {
  const part = parseMultipartRelated(headers['content-type'] ?? '', body);
  const contentType = checkDeclared(metadataOf(part.metadata, name).contentType || part.contentType, part.bytes.length);
  await checkImage(contentType, part.bytes);
  const file = await deps.files.writeTemp(part.bytes);
  const { config, db } = deps.ctx;
  const object = {
    bucket: deps.bucket,
    name,
    owner,
    contentType,
    size: part.bytes.length,
    md5Hash: md5OfBytes(part.bytes),
  };
  return objectResource(
    storedObject(await commitObject(db, deps.files, { ...object, file }, config.storage.maxObjectsPerMember)),
  );
}

/** `start`: type and size are checked from the announced headers before a byte is sent. */
async function start(deps: StorageDeps, headers: Headers, reply: FastifyReply, owner: Caller, name: string, body: Buffer) {
  const size = headers['x-goog-upload-header-content-length'];
  const meta = metadataOf(parseJson(body), name);
  const announced = headers['x-goog-upload-header-content-type'] || meta.contentType;
  if (size === undefined || !announced) fail('BAD_PARAMS');
  const contentType = checkDeclared(announced, size);
  const { config, db } = deps.ctx;
  const id = await startUpload(
    db,
    deps.files,
    { bucket: deps.bucket, name, owner, contentType, size },
    { maxObjects: config.storage.maxObjectsPerMember, ttlSeconds: config.storage.uploadTtlSeconds },
  );
  return reply
    .header('x-goog-upload-status', 'active')
    .header(
      'x-goog-upload-url',
      `${originOf(reply.request)}/v0/b/${encodeURIComponent(deps.bucket)}/o?upload_id=${id}&upload_protocol=resumable`,
    )
    .send();
}

/**
 * The session URL is absolute (the SDK fetches it as given), on the origin the browser called: the SDK is
 * pointed at the page's own host and port, and the dev server's proxy keeps the Host header.
 */
function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** `upload`, `upload, finalize`, `finalize`, `query`, `cancel` on a session of this member. */
async function continueUpload(
  deps: StorageDeps,
  req: FastifyRequest<{ Headers: Headers }>,
  reply: FastifyReply,
  caller: Caller,
  id: string,
  body: Buffer,
) {
  const { db, config } = deps.ctx;
  const session = await sessionOf(db, id, deps.bucket, caller);
  const words = new Set((req.headers['x-goog-upload-command'] ?? '').split(',').map((w) => w.trim()));
  const status = (state: 'active' | 'final', received: number) =>
    reply.header('x-goog-upload-status', state).header('x-goog-upload-size-received', String(received));
  if (words.has('cancel') && words.size === 1) {
    await cancelUpload(db, deps.files, id);
    return reply.send();
  }
  if (words.has('query') && words.size === 1) {
    return status(session.finalizedAt ? 'final' : 'active', session.received).send();
  }
  if (!(words.has('upload') || words.has('finalize')) || [...words].some((w) => w !== 'upload' && w !== 'finalize')) {
    fail('BAD_PARAMS');
  }
  // A repeated request after the object was stored (its answer was lost) gets the stored object again.
  if (session.finalizedAt) return finalAnswer(status('final', session.size), await finalObject(db, session));
  const offset = req.headers['x-goog-upload-offset'] ?? session.received;
  const received = words.has('upload') ? await appendChunk(db, deps.files, session, offset, body) : session.received;
  if (!words.has('finalize')) return status('active', received).send();
  const object = await finalizeUpload(db, deps.files, session, received, config.storage.maxObjectsPerMember);
  return finalAnswer(status('final', received), object);
}

function finalAnswer(reply: FastifyReply, object: ObjectRow | undefined) {
  if (!object) fail('STORAGE_NOT_FOUND');
  return reply.send(objectResource(storedObject(object)));
}
