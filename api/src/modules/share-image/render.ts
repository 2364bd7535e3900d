import sharp from 'sharp';
import { shareImageSize } from '@shop/shared/contract';

// The shop's colours (shared/src/ui/tokens.css): the brand tint behind the picture, a brand-red band below it.
const BACKGROUND = '#fdf1f3';
const BAND = '#c8102e';
const BAND_HEIGHT = 12;
const MARGIN = 36;
const JPEG = { quality: 82, mozjpeg: true };
/** A drawing this large is refused: decoding it would hold hundreds of MB (sharp's own limit is 268 M pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Changes whenever the layout below does, so previews made by an older layout get new ETags. */
export const LAYOUT_VERSION = 'v1';

/** A 1200x630 JPEG: `picture` fitted whole (never cropped) and centred on the shop's background. */
export async function sharePicture(picture: Buffer): Promise<Buffer> {
  const { width, height } = shareImageSize;
  const box = { width: width - 2 * MARGIN, height: height - BAND_HEIGHT - 2 * MARGIN };
  const fitted = await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: 10 })
    .rotate()
    .resize(box.width, box.height, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { info } = fitted;
  const top = MARGIN + Math.floor((box.height - info.height) / 2);
  const left = Math.floor((width - info.width) / 2);
  return sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite([
      { input: fitted.data, raw: { width: info.width, height: info.height, channels: info.channels }, top, left },
      { input: { create: { width, height: BAND_HEIGHT, channels: 3, background: BAND } }, top: height - BAND_HEIGHT, left: 0 },
    ])
    .jpeg(JPEG)
    .toBuffer();
}
