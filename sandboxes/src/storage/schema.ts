import { Type } from 'typebox';

// What the Storage REST protocol's requests may carry, as @firebase/storage sends them. Not part of the
// provider's v1 contract (nothing in the browser's shared code calls it: the SDK does).

const Bucket = Type.String({ minLength: 3, maxLength: 222, pattern: '^[a-z0-9][a-z0-9._-]*[a-z0-9]$' });
const Size = Type.Integer({ minimum: 0, maximum: 2147483647 });

export const BucketParams = Type.Object({ bucket: Bucket });

/** `/b/{bucket}/o/{object}`: the object's name is the URL-decoded rest of the path. */
export const ObjectParams = Type.Object({ bucket: Bucket, '*': Type.String({ minLength: 1, maxLength: 1024 }) });

/** Downloads: `alt=media`, with the download token unless the owner asks. Metadata: no parameters. */
export const ObjectQuery = Type.Object(
  {
    alt: Type.Optional(Type.Literal('media')),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** Uploads: `name` to start one (multipart or resumable); `upload_id` in the URL a resumable start answered. */
export const UploadQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    upload_id: Type.Optional(Type.String({ pattern: '^[0-9a-f-]{36}$' })),
    upload_protocol: Type.Optional(Type.Literal('resumable')),
    uploadType: Type.Optional(Type.Union([Type.Literal('multipart'), Type.Literal('resumable')])),
  },
  { additionalProperties: false },
);

export const UploadHeaders = Type.Object({
  'x-goog-upload-protocol': Type.Optional(Type.Union([Type.Literal('multipart'), Type.Literal('resumable')])),
  /** `start`, `upload`, `upload, finalize`, `finalize`, `query` or `cancel`. */
  'x-goog-upload-command': Type.Optional(Type.String({ maxLength: 40 })),
  'x-goog-upload-offset': Type.Optional(Size),
  'x-goog-upload-header-content-length': Type.Optional(Size),
  'x-goog-upload-header-content-type': Type.Optional(Type.String({ maxLength: 200 })),
  'content-type': Type.Optional(Type.String({ maxLength: 300 })),
});

/** The JSON metadata of an upload: the SDK's writable fields. Only the name and content type are used. */
export const UploadMetadata = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1024 })),
  contentType: Type.Optional(Type.String({ maxLength: 200 })),
});
