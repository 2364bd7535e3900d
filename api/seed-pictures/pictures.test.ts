import { buildCatalogue } from '../src/seed/catalogue';
import { themeNames } from '../src/seed/data';
import { imageSpecs } from '../src/seed/image-specs';
import { type ImageSpec, picture, themePalette } from '.';

const specs = imageSpecs();
const svgs = new Map(specs.map((s) => [s.name, picture(s)]));
const cat = buildCatalogue();
// Designs and products sold as they are: a size shows its design's photos.
const products = cat.products
  .flatMap((p, i) => (p.variantOf === null ? [{ p, i }] : []))
  .map(({ p, i }) => ({
    ...p,
    category: cat.categories[p.categoryId - 1]!.nameEn,
    theme: cat.themes[cat.links.find((l) => l.productId === i + 1)!.themeId - 1]!.nameEn,
    photos: specs.filter((s) => s.item === p.sku),
  }));

test('no picture has words in it: no text elements, no fonts', () => {
  for (const [name, svg] of svgs) {
    expect({ name, text: /<text|<tspan|font-family|font-size/.test(svg) }).toEqual({ name, text: false });
  }
});

test("a product's photos show what its category sells", () => {
  const expected: Record<string, ImageSpec['subject']> = {
    Figures: 'figure',
    Plush: 'plush',
    'Trading cards': 'cards',
    'Acrylic stands': 'acrylic',
    'Model kits': 'kit',
    Apparel: 'apparel',
    Stationery: 'stationery',
    'Blind boxes': 'box',
    'Lucky bags': 'bag',
    'Adult collectibles': 'figure',
  };
  for (const p of products) {
    expect(p.photos).toHaveLength(p.imageCount);
    for (const photo of p.photos)
      expect({ sku: p.sku, subject: photo.subject }).toEqual({ sku: p.sku, subject: expected[p.category] });
  }
});

test("a product is drawn in its theme's colours", () => {
  for (const p of products) {
    const palette = themePalette(p.theme);
    for (const photo of p.photos) {
      expect(photo.palette).toBe(palette);
      const svg = svgs.get(photo.name)!;
      expect([palette.main, palette.light, palette.dark, palette.accent].some((color) => svg.includes(color))).toBe(true);
    }
  }
});

test('every theme has a palette of its own, used by its picture and its kuji campaign', () => {
  const mains = themeNames.map((t) => themePalette(t.name[2]).main);
  expect(new Set(mains).size).toBe(themeNames.length);
  const theme = specs.find((s) => s.name === 't-3')!;
  expect(theme.palette).toBe(themePalette('Cat Café'));
  const kuji = specs.find((s) => s.name === 'k-4')!;
  expect(kuji.palette).toBe(themePalette('Cat Café'));
});

test('the same name always gives the same picture', () => {
  const again = imageSpecs();
  for (const s of again) expect(picture(s)).toBe(svgs.get(s.name));
});

test("a product's photos differ from each other, and no two products look the same", () => {
  const withTwo = products.filter((p) => p.photos.length === 2);
  expect(withTwo.length).toBeGreaterThan(0);
  for (const p of withTwo) expect(svgs.get(p.photos[0]!.name)).not.toBe(svgs.get(p.photos[1]!.name));
  const first = products.map((p) => svgs.get(p.photos[0]!.name));
  expect(new Set(first).size).toBe(first.length);
});

test('theme, news, banner and kuji pictures have their sizes and differ from each other', () => {
  for (const [prefix, subject, width, height] of [
    ['t-', 'theme', 640, 360],
    ['a-', 'news', 640, 360],
    ['b-', 'banner', 1200, 400],
    ['k-', 'kuji', 640, 640],
  ] as const) {
    const some = specs.filter((s) => s.name.startsWith(prefix));
    expect(some.length).toBeGreaterThan(0);
    for (const s of some) {
      expect(s).toMatchObject({ subject, width, height });
      expect(svgs.get(s.name)).toContain(`width="${width}" height="${height}"`);
    }
    expect(new Set(some.map((s) => svgs.get(s.name))).size).toBe(some.length);
  }
});

test('one picture of every kind renders', async () => {
  const { default: sharp } = await import('sharp');
  const kinds = [...new Map(specs.map((s) => [s.subject, s])).values()];
  expect(kinds.length).toBe(13);
  for (const s of kinds) {
    const { info } = await sharp(Buffer.from(svgs.get(s.name)!))
      .png()
      .toBuffer({ resolveWithObject: true });
    expect({ name: s.name, width: info.width, height: info.height }).toEqual({ name: s.name, width: s.width, height: s.height });
  }
});
