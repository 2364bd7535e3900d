// Catalogue pictures are files named by convention, served by the images module at /api/v1/images/:name;
// the seed writes them under the same names.

/** A file's URL; a picture uploaded in the console is stored as its URL already (absolute, or a path). */
export const imageUrl = (name: string) => (/^(https?:\/\/|\/)/i.test(name) ? name : `/api/v1/images/${name}.jpg`);

/** The n-th picture of a product (1-based). */
/** A size's SKU is its design's plus the size (`SKU00006-XL`): it shows the design's photos. */
const sizeSuffix = /-(S|M|L|XL)$/i;

export const productImageName = (sku: string, n: number) => `p-${sku.replace(sizeSuffix, '').toLowerCase()}-${n}`;

export const productImage = (sku: string, n: number) => imageUrl(productImageName(sku, n));

/** A product's pictures: those uploaded in the console, else the seed's `count` files named by its SKU. */
export const productPictures = (p: { sku: string; pictures: string[] }, count: number): string[] =>
  p.pictures.length ? p.pictures : Array.from({ length: count }, (_, i) => productImage(p.sku, i + 1));
