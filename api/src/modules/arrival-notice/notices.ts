import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Db } from '../../db/client';
import { arrivalNotices } from '../../db/schema';
import { pick, type Locale } from '../../platform/locale';
import { hasMailbox } from '../account/notices';
import { notify } from '../notification/outbox';
import type { NoticeReader } from '../notification/worker';
import { getProduct } from '../product/service';

// Back in stock: when a sold-out product's units come back (an order holding them is canceled or expires), everyone
// waiting for it is told once, in the language they asked in, through the outbox, in the transaction that put the
// units back. A told request is kept (marked), so the same address may wait again the next time it sells out.

/** Inside the transaction that put units back: writes one notice per request still waiting for `productIds`. */
export async function tellArrivals(tx: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const told = await tx
    .update(arrivalNotices)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(arrivalNotices.productId, productIds), isNull(arrivalNotices.notifiedAt)))
    .returning({ id: arrivalNotices.id, email: arrivalNotices.email });
  await notify(
    tx,
    'product.back_in_stock',
    told.filter((n) => hasMailbox(n.email)).map((n) => ({ arrivalNoticeId: n.id })),
  );
}

export function arrivalNoticeReader(ctx: Ctx): NoticeReader {
  return async (row) => {
    const [n] = await ctx.db.select().from(arrivalNotices).where(eq(arrivalNotices.id, row.arrivalNoticeId!));
    const product = n && (await getProduct(ctx.db, n.productId));
    if (!n || !product || row.event !== 'product.back_in_stock') return null;
    const locale = n.locale as Locale;
    return {
      to: n.email,
      locale,
      notice: {
        event: row.event,
        product: pick(product, 'name', locale),
        price: product.sellingPrice ?? product.markedPrice,
        link: `${ctx.config.publicUrl}/product/${product.id}`,
      },
    };
  };
}
