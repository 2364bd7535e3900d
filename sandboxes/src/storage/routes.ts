import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { apiErrors } from '@shop/shared/contract';
import { ApiError, type Ctx, fail, registerLocale, validatorCompiler } from '@shop/api/stand-in-kit';
import { BucketFiles } from './files';
import { requireCaller } from './identity';
import { contentDisposition, errorResource, objectResource } from './protocol';
import { checkObjectName, checkReadable, checkWritable, MAX_OBJECT_BYTES } from './rules';
import { ObjectParams, ObjectQuery } from './schema';
import { deleteObject, findObject, storedObject } from './service';
import { registerUploadRoutes } from './upload-routes';
import { startUploadSweep } from './uploads';

/** A whole object in one request, plus the multipart framing and its JSON metadata. */
const BODY_LIMIT = MAX_OBJECT_BYTES + 64 * 1024;
const SWEEP_MS = 3600 * 1000;

export interface StorageDeps {
  ctx: Ctx;
  files: BucketFiles;
  bucket: string;
}

/**
 * The emulated Firebase Storage bucket, mounted at /v0 (the path the SDK builds: `/v0/b/{bucket}/o…`) when no
 * real bucket is configured. It speaks the REST protocol of the Storage emulator to the browser's
 * `firebase/storage`: multipart and resumable uploads, metadata, downloads by token, deletes; see api/README.md.
 */
export function storagePlugin(ctx: Ctx): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const files = new BucketFiles(ctx.config.storage.dir);
    await files.init();
    const deps: StorageDeps = { ctx, files, bucket: ctx.config.storage.bucket };

    app.setValidatorCompiler(validatorCompiler);
    registerLocale(app);
    registerStorageErrors(app);
    // Bodies are bytes (chunks, multipart/related) or JSON the routes read themselves; this scope only.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    const stopSweep = startUploadSweep(ctx.db, files, SWEEP_MS, app.log);
    app.addHook('onClose', async () => stopSweep());

    registerUploadRoutes(app, deps, BODY_LIMIT);

    app.get('/b/:bucket/o/*', { schema: { params: ObjectParams, querystring: ObjectQuery } }, async (req, reply) => {
      const name = objectName(deps, req.params);
      if (req.query.alt === 'media') return download(deps, req, reply, name, req.query.token);
      checkReadable(name, await requireCaller(ctx.tokens, ctx.db, req));
      const row = await findObject(ctx.db, deps.bucket, name);
      if (!row) fail('STORAGE_NOT_FOUND');
      return objectResource(storedObject(row));
    });

    app.delete('/b/:bucket/o/*', { schema: { params: ObjectParams } }, async (req, reply) => {
      const name = objectName(deps, req.params);
      checkWritable(name, await requireCaller(ctx.tokens, ctx.db, req));
      await deleteObject(ctx.db, files, deps.bucket, name);
      return reply.status(204).send();
    });
  };
}

/** The object's name in a path of the configured bucket (any other bucket does not exist here). */
export function objectName(deps: StorageDeps, params: { bucket: string; '*': string }): string {
  if (params.bucket !== deps.bucket) fail('STORAGE_NOT_FOUND');
  return checkObjectName(params['*']);
}

/**
 * `?alt=media`: the bytes, to anyone holding the object's current download token (the URL getDownloadURL gives),
 * or to its owner's session. Served as stored, never sniffed; the token changes with every upload, so a URL's
 * bytes never change and browsers may keep them.
 */
async function download(deps: StorageDeps, req: FastifyRequest, reply: FastifyReply, name: string, token?: string) {
  if (token === undefined) {
    checkReadable(name, await requireCaller(deps.ctx.tokens, deps.ctx.db, req));
  }
  const row = await findObject(deps.ctx.db, deps.bucket, name);
  if (!row) fail('STORAGE_NOT_FOUND');
  if (token !== undefined && !sameSecret(token, row.downloadToken)) fail('STORAGE_DENIED');
  const file = await deps.files.openObject(row.fileKey);
  if (!file) fail('STORAGE_NOT_FOUND');
  return reply
    .header('content-type', row.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(name.slice(name.lastIndexOf('/') + 1)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', token === undefined ? 'private, no-cache' : 'private, max-age=86400, immutable')
    .header('etag', `"${row.md5Hash}"`)
    .send(file.stream);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every refusal in the shape the SDK reads (`{ error: { code, message } }` plus the shop's error_code and
 * error_msg) with the status it maps to its error codes; unknown paths are 404 here, never the shop's page.
 */
function registerStorageErrors(app: FastifyInstance) {
  const send = (req: FastifyRequest, reply: FastifyReply, name: keyof typeof apiErrors) => {
    const entry = apiErrors[name];
    return reply.status(entry.status).send(errorResource(entry, req.locale));
  };
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.entry.status).send(errorResource(err.entry, req.locale));
    const status = (err as FastifyError).statusCode;
    if ((err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(req, reply, 'STORAGE_TOO_LARGE');
    if ((err as FastifyError).validation || (status && status >= 400 && status < 500)) {
      req.log.info({ code: (err as FastifyError).code, msg: err.message }, 'bad storage request');
      return send(req, reply, 'BAD_PARAMS');
    }
    req.log.error({ err }, 'unhandled storage error');
    return send(req, reply, 'INTERNAL');
  });
  const notFound = (req: FastifyRequest, reply: FastifyReply) => send(req, reply, 'STORAGE_NOT_FOUND');
  app.setNotFoundHandler(notFound);
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', handler: notFound });
}
