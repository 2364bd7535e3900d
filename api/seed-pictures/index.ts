// The demo shop's pictures, drawn as SVG from a seed: merchandise photographed on a studio sweep, theme key
// visuals, news covers, home banners and kuji line-ups. No picture carries words: the pages say everything
// in the shopper's language, beside or over the picture.
import { bannerScene } from './banner';
import { kujiScene } from './kuji';
import { newsCover } from './news';
import type { Palette } from './palette';
import { productPhoto } from './photo';
import { type ProductSubject, subjects } from './subjects';
import { themeScene } from './theme';

export type { Palette } from './palette';
export { paletteNamedIn, themePalette } from './palette';
export type { ProductSubject } from './subjects';

export type Subject = ProductSubject | 'theme' | 'news' | 'banner' | 'kuji';

export interface ImageSpec {
  /** The file name without extension; it also seeds the picture. */
  name: string;
  subject: Subject;
  palette: Palette;
  width: number;
  height: number;
  /** A product photo's item (its SKU): every photo of one item shows the same item. */
  item?: string;
  /** Which photo of the item, 0 first. */
  shot?: number;
}

/** The SVG of a picture; the same spec always gives the same SVG. */
export function picture(spec: ImageSpec): string {
  const { subject, palette: p, name, width: w, height: h } = spec;
  switch (subject) {
    case 'theme':
      return themeScene(p, name, w, h);
    case 'news':
      return newsCover(p, name, w, h);
    case 'banner':
      return bannerScene(p, name, w, h);
    case 'kuji':
      return kujiScene(p, name, w, h);
    default:
      return productPhoto(subjects[subject], p, spec.item ?? name, spec.shot ?? 0, w, h);
  }
}
