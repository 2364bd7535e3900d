import type { setOffers } from '../db/schema';
import type { buildCatalogue } from './catalogue';

// The demo shop's set offers: a figure may come with an acrylic stand and an acrylic keychain of its own
// franchise, each a product of its own, at a set price below the item's own. Chosen from the seeded catalogue,
// so the products (and their names in tw/cn/en) stay as they are.

type Catalogue = ReturnType<typeof buildCatalogue>;

const FIGURES = 1;
const ACRYLIC = 4;
/** Figures that get offers (the first ones found, in catalogue order). */
const SETS = 16;

/** 15% off the item's own price, to the NT$10. */
const setPrice = (p: { markedPrice: number; sellingPrice: number | null }) =>
  Math.round(((p.sellingPrice ?? p.markedPrice) * 0.85) / 10) * 10;

export function buildSetOffers(cat: Catalogue): (typeof setOffers.$inferInsert)[] {
  // Ids follow insertion order (a fresh database); a product's first theme link is its own franchise.
  const themeOf = new Map<number, number>();
  for (const l of cat.links) if (!themeOf.has(l.productId)) themeOf.set(l.productId, l.themeId);
  const rows = cat.products.map((p, i) => ({ ...p, id: i + 1, themeId: themeOf.get(i + 1) }));
  const sells = (p: (typeof rows)[number]) => p.status === 'on_sale' && !p.singleCheckout;
  const offers: (typeof setOffers.$inferInsert)[] = [];
  for (const figure of rows.filter((p) => p.categoryId === FIGURES && sells(p))) {
    const goesWith = (kind: string) =>
      rows.find(
        (p) =>
          p.categoryId === ACRYLIC &&
          sells(p) &&
          p.nameEn.includes(kind) &&
          p.themeId === figure.themeId &&
          p.shipsFrom === figure.shipsFrom &&
          figure.salesArea.every((a) => p.salesArea.includes(a)),
      );
    // One stand beside the figure; keychains come in pairs too.
    const items = [
      { item: goesWith('acrylic stand'), maxAmount: 1 },
      { item: goesWith('acrylic keychain'), maxAmount: 2 },
    ];
    items.forEach(({ item, maxAmount }, sort) => {
      if (item) offers.push({ productId: figure.id, itemProductId: item.id, unitPrice: setPrice(item), maxAmount, sort });
    });
    if (new Set(offers.map((o) => o.productId)).size >= SETS) break;
  }
  return offers;
}
