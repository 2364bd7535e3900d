import { shareImagePath, shareImageSize, type ShareImageKind } from '../contract';
import type { PagePicture } from '@shop/shared/stores';

/** The shop's square logo (512×512 PNG), served by the shell's build. */
export const shopLogoPath = '/shop-logo.png';

/** The shop's neutral link-preview picture (Open Graph's 1200×630), for pages without a picture of their own. */
export const defaultSharePicture: Required<Omit<PagePicture, 'alt'>> = { url: '/shop-share.jpg', width: 1200, height: 630 };

/** An item's link-preview picture: its first picture fitted into Open Graph's 1200×630 by the API. */
export const sharePicture = (kind: ShareImageKind, id: number, alt: string): PagePicture => ({
  url: shareImagePath(kind, id),
  ...shareImageSize,
  alt,
});
