// Catalogue pictures are files named by convention, served by the images module at /api/v1/images/:name;
// the seed writes them under the same names.

export const imageUrl = (name: string) => `/api/v1/images/${name}.jpg`;

/** The n-th picture of a product (1-based). */
/** A size's SKU is its design's plus the size (`SKU00006-XL`): it shows the design's photos. */
const sizeSuffix = /-(S|M|L|XL)$/i;

export const productImageName = (sku: string, n: number) => `p-${sku.replace(sizeSuffix, '').toLowerCase()}-${n}`;

export const productImage = (sku: string, n: number) => imageUrl(productImageName(sku, n));
