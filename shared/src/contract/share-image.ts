import { Type, type Static } from 'typebox';
import { Id } from './common';

// Link-preview pictures (Open Graph og:image, X summary_large_image): GET /api/v1/share-images/{kind}/{id}.jpg.

/** What a link preview picture can be made for: the shop's item pages. */
export const shareImageKinds = ['product', 'kuji', 'theme', 'article'] as const;
export type ShareImageKind = (typeof shareImageKinds)[number];

/** The size Open Graph asks for (1.91:1); X's summary_large_image accepts it too. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The picture's path on the shop's origin (og:image wants it absolute: prefix the public origin). */
export const shareImagePath = (kind: ShareImageKind, id: number) => `/api/v1/share-images/${kind}/${id}.jpg`;

export const ShareImageParams = Type.Object(
  { kind: Type.Union(shareImageKinds.map((k) => Type.Literal(k))), id: Id },
  { additionalProperties: false },
);
export type ShareImageParams = Static<typeof ShareImageParams>;
