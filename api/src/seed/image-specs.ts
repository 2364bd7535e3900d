import { productImageName } from '../platform/images';
import { buildCatalogue } from './catalogue';
import { kujiPictures } from './kuji';
import { categoryNames } from './data';
import { type ImageSpec, paletteNamedIn, themePalette } from '../../seed-pictures';

/**
 * Every picture the seeded shop shows. A product is drawn as its category's subject in its (first) theme's
 * palette; a theme, a banner, an article or a kuji campaign in the palette of the theme its title names.
 */
export function imageSpecs(): ImageSpec[] {
  const cat = buildCatalogue();
  const themeOf = new Map<number, string>();
  for (const link of cat.links)
    if (!themeOf.has(link.productId)) themeOf.set(link.productId, cat.themes[link.themeId - 1]!.nameEn);
  return [
    // A size shows its design's photos (productImageName): it has none of its own.
    ...cat.products.flatMap((p, i) =>
      Array.from({ length: p.variantOf === null ? p.imageCount : 0 }, (_, shot) => ({
        name: productImageName(p.sku, shot + 1),
        subject: categoryNames[p.categoryId - 1]!.picture,
        palette: themePalette(themeOf.get(i + 1)!),
        width: 480,
        height: 480,
        item: p.sku,
        shot,
      })),
    ),
    ...cat.themes.map((t) => ({
      name: t.image,
      subject: 'theme' as const,
      palette: themePalette(t.nameEn),
      width: 640,
      height: 360,
    })),
    ...cat.articles.map((a) => ({
      name: a.cover,
      subject: 'news' as const,
      palette: paletteNamedIn(a.titleEn),
      width: 640,
      height: 360,
    })),
    ...cat.banners.map((b) => ({
      name: b.image,
      subject: 'banner' as const,
      palette: paletteNamedIn(b.titleEn),
      width: 1200,
      height: 400,
    })),
    ...kujiPictures().map((k) => ({
      name: k.name,
      subject: k.picture,
      palette: paletteNamedIn(k.title),
      width: 640,
      height: 640,
      item: k.name,
    })),
  ];
}
