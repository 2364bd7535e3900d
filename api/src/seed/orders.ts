import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { productImage } from '../platform/images';
import { placeAddress } from '../modules/system/places/address';
import type { buildCatalogue } from './catalogue';

// The demo member's order history: one order in every SPEC §4 status, so the member pages show real records.
// Seeded orders take no stock (the catalogue's stock is what is left); their times are relative to the seeding.

type SeedProduct = ReturnType<typeof buildCatalogue>['products'][number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const priceOf = (p: SeedProduct) => p.sellingPrice ?? p.markedPrice;

/** On-sale, in-stock products shipping from Taiwan to Taiwan (ids are positions + 1, as inserted). */
function twProducts(products: SeedProduct[]) {
  return products
    .map((p, i) => ({ p, id: i + 1 }))
    .filter(
      ({ p }) =>
        p.status === 'on_sale' &&
        !p.preOrder &&
        p.stock > 5 &&
        p.shipsFrom === 'TW' &&
        p.salesArea.includes('TW') &&
        // Sizes come after every other product: leaving them out keeps the demo orders as they were.
        p.variantOf === null,
    );
}

export async function seedDemoOrders(tx: Db, demoEmail: string, products: SeedProduct[], now = Date.now()): Promise<void> {
  const [demo] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, demoEmail));
  const coupons = await tx
    .select({ id: s.coupons.id, code: s.coupons.code })
    .from(s.coupons)
    .where(inArray(s.coupons.code, ['DEMOCLAIMED', 'FREESHIPTW', 'EXPIRED50', 'THANKYOU150']));
  const couponId = (code: string) => coupons.find((c) => c.code === code)!.id;
  const pool = twProducts(products);
  const recipient = { name: '展示會員', phone_code: '886', phone_number: '912345678', email: demoEmail };
  // As the checkout would send it, checked and coded like a shopper's (system places).
  const address = placeAddress('TW', {
    city: '臺北市',
    district: '大安區',
    district_code: '106',
    postal_code: '106',
    detail: '羅斯福路四段1號',
  });
  const plans: {
    status: string;
    ageDays: number;
    paid: boolean;
    extra?: Partial<typeof s.orders.$inferInsert>;
    coupon?: string;
  }[] = [
    // Unpaid: it expires like any unpaid order (payment window from now), then shows as canceled, payment_expired.
    { status: 'pending_activation', ageDays: 0, paid: false, extra: { paymentDeadline: new Date(now + 30 * 60_000) } },
    { status: 'pending_activation', ageDays: 1, paid: true },
    { status: 'picking', ageDays: 3, paid: true, extra: { pickingAt: new Date(now - 2 * DAY) } },
    {
      status: 'shipped',
      ageDays: 6,
      paid: true,
      extra: {
        shippingCode: 'TW123456789',
        carrier: 'Black Cat',
        pickingAt: new Date(now - 5 * DAY),
        shippedAt: new Date(now - 4 * DAY),
      },
    },
    {
      status: 'finished',
      ageDays: 20,
      paid: true,
      coupon: 'THANKYOU150',
      extra: {
        shippingCode: 'TW987654321',
        carrier: 'Black Cat',
        pickingAt: new Date(now - 19 * DAY),
        shippedAt: new Date(now - 18 * DAY),
        finishedAt: new Date(now - 16 * DAY),
      },
    },
    {
      status: 'canceled',
      ageDays: 30,
      paid: true,
      extra: { cancelReason: 'canceled_by_shop', canceledAt: new Date(now - 29 * DAY) },
    },
    {
      status: 'canceled',
      ageDays: 40,
      paid: false,
      extra: { cancelReason: 'payment_expired', canceledAt: new Date(now - 40 * DAY + HOUR) },
    },
  ];
  for (const [n, plan] of plans.entries()) {
    const picks = [pool[(n * 7) % pool.length]!, pool[(n * 7 + 3) % pool.length]!];
    const lines = picks.map(({ p, id }) => ({ p, id, amount: Math.min(2, p.purchaseLimit) }));
    const subtotal = lines.reduce((sum, l) => sum + priceOf(l.p) * l.amount, 0);
    const shippingFee = subtotal >= 1500 ? 0 : 100;
    const discount = plan.coupon ? Math.min(150, subtotal) : 0;
    const createdAt = new Date(now - plan.ageDays * DAY - HOUR);
    const [order] = await tx
      .insert(s.orders)
      .values({
        userId: demo!.id,
        status: plan.status,
        shipsFrom: 'TW',
        countryCode: 'TW',
        deliveryMethod: 'home',
        recipient,
        address,
        paymentMethod: n % 2 ? 'credit_card' : 'wechat_pay',
        subtotal,
        shippingFee,
        discount,
        total: subtotal + shippingFee - discount,
        couponId: plan.coupon ? couponId(plan.coupon) : null,
        paidAt: plan.paid ? new Date(createdAt.getTime() + 5 * 60_000) : null,
        createdAt,
        ...plan.extra,
      })
      .returning({ id: s.orders.id });
    await tx.insert(s.orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.id,
        sku: l.p.sku,
        nameTw: l.p.nameTw,
        nameCn: l.p.nameCn,
        nameEn: l.p.nameEn,
        unitPrice: priceOf(l.p),
        markedPrice: l.p.markedPrice,
        amount: l.amount,
        reserved: 0,
        preOrder: false,
        picture: productImage(l.p.sku, 1),
      })),
    );
    if (plan.coupon)
      await tx.insert(s.couponClaims).values({
        couponId: couponId(plan.coupon),
        userId: demo!.id,
        uses: 1,
        usedAt: createdAt,
        orderId: order!.id,
        createdAt: new Date(createdAt.getTime() - DAY),
      });
  }
  await tx
    .update(s.coupons)
    .set({ usedCount: sql`${s.coupons.usedCount} + 1`, claimedCount: sql`${s.coupons.claimedCount} + 1` })
    .where(eq(s.coupons.id, couponId('THANKYOU150')));
  // Coupons the member holds besides DEMOCLAIMED: one for free shipping, one that expired unused.
  await tx.insert(s.couponClaims).values(
    ['FREESHIPTW', 'EXPIRED50'].map((code, i) => ({
      couponId: couponId(code),
      userId: demo!.id,
      createdAt: new Date(now - (i + 2) * DAY),
    })),
  );
}
