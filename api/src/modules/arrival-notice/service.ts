import type { Db } from '../../db/client';
import { arrivalNotices } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Locale } from '../../platform/locale';
import { memberById } from '../account/service';
import { getProduct } from '../product/service';

export { arrivalNoticeReader, tellArrivals } from './notices';

/**
 * One back-in-stock notice per product and address: the given address, else the member's own.
 * `created` is false when that address already waits for that product.
 */
export async function requestNotice(
  db: Db,
  productId: number,
  who: { email: string | undefined; userId: number | null },
  locale: Locale,
): Promise<{ created: boolean }> {
  let email = who.email?.trim().toLowerCase();
  if (!email && who.userId !== null) email = (await memberById(db, who.userId))?.email;
  if (!email) fail('BAD_PARAMS');
  if (!(await getProduct(db, productId))) fail('NOT_FOUND');
  // The unique (product, email) index of waiting requests makes concurrent requests create exactly one notice.
  const rows = await db
    .insert(arrivalNotices)
    .values({ productId, email, userId: who.userId, locale })
    .onConflictDoNothing()
    .returning({ id: arrivalNotices.id });
  return { created: rows.length === 1 };
}
