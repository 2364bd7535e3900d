// Catalogue pictures are files named by convention, served by the images module at /api/v1/images/:name;
// the seed writes them under the same names.

export const imageUrl = (name: string) => `/api/v1/images/${name}.jpg`;

/** The n-th picture of a product (1-based). */
export const productImageName = (sku: string, n: number) => `p-${sku.toLowerCase()}-${n}`;

export const productImage = (sku: string, n: number) => imageUrl(productImageName(sku, n));
