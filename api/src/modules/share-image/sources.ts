import { eq } from 'drizzle-orm';
import type { ShareImageKind } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { articles, kujis, products, themes } from '../../db/schema';
import { imageUrl, productPictures } from '../../platform/images';

/** What an item's preview is made from: its first picture (a URL as the shop's pages give it) and its adult flag. */
export interface ShareSource {
  picture: string;
  adult: boolean;
}

/**
 * The item as the shop's own detail routes show it (GET product/{id}, kuji/{id}, theme/{id}, article/{id} answer
 * every row of their table): undefined exactly when those routes answer 404.
 */
export async function shareSource(db: Db, kind: ShareImageKind, id: number): Promise<ShareSource | undefined> {
  switch (kind) {
    case 'product': {
      const [p] = await db
        .select({ sku: products.sku, pictures: products.pictures, imageCount: products.imageCount, adult: products.adult })
        .from(products)
        .where(eq(products.id, id));
      return p && { picture: productPictures(p, p.imageCount)[0]!, adult: p.adult };
    }
    case 'kuji': {
      const [k] = await db.select({ image: kujis.image, adult: kujis.adult }).from(kujis).where(eq(kujis.id, id));
      return k && { picture: imageUrl(k.image), adult: k.adult };
    }
    case 'theme': {
      const [t] = await db.select({ image: themes.image, adult: themes.adult }).from(themes).where(eq(themes.id, id));
      return t && { picture: imageUrl(t.image), adult: t.adult };
    }
    case 'article': {
      const [a] = await db.select({ cover: articles.cover }).from(articles).where(eq(articles.id, id));
      return a && { picture: imageUrl(a.cover), adult: false };
    }
  }
}
