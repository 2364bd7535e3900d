import { and, between, eq } from 'drizzle-orm';
import type { BeaconChain } from '@shop/shared/kuji';
import type { Db } from '../db/client';
import { kujiOrders, kujis, kujiTickets } from '../db/schema';
import { openCampaign, type NewCampaign } from '../modules/kuji/open';
import type { ProductSubject } from '../../seed-pictures';

// The demo Ichiban Kuji campaigns: one in every status (upcoming, on sale, on sale with a few tickets left, sold
// out with its seed revealed, ended), adult and not, and paid draws of the demo members so the board, the Last One
// and the kuji history have something to show. Campaigns with draws already made are the shop's history, opened
// before the beacon (v1: a box order committed by a seed); the others open on the running shop's beacon chain (v2).

const DAY = 86_400_000;
type T3 = [string, string, string];
const texts = ([tw, cn, en]: T3) => ({ tw, cn, en });

const tiers: { tier: string; name: T3; count: number; picture: ProductSubject }[] = [
  { tier: 'A', name: ['A賞 1/7 比例公仔', 'A赏 1/7 比例手办', 'Prize A: 1/7 scale figure'], count: 2, picture: 'figure' },
  { tier: 'B', name: ['B賞 絨毛玩偶', 'B赏 毛绒玩偶', 'Prize B: plush'], count: 4, picture: 'plush' },
  { tier: 'C', name: ['C賞 壓克力周邊', 'C赏 亚克力周边', 'Prize C: acrylic goods'], count: 12, picture: 'acrylic' },
  { tier: 'D', name: ['D賞 文具組', 'D赏 文具套装', 'Prize D: stationery set'], count: 32, picture: 'stationery' },
];
const lastOne: T3 = ['最後賞 特別配色公仔', '最后赏 特别配色手办', 'Last One prize: special colour figure'];

const rules: T3 = [
  '每抽隨機獲得一個賞品，所有籤券抽完為止。抽中最後一張籤的會員另得最後賞。賞品存放於會員的賞品箱，申請出貨後寄送。',
  '每抽随机获得一个赏品，所有签券抽完为止。抽中最后一张签的会员另得最后赏。赏品存放于会员的赏品箱，申请出货后寄送。',
  'Each draw wins one prize, until every ticket in the box is drawn. Whoever draws the final ticket also wins the Last One prize. Prizes wait in your prize box until they ship.',
];

interface SeedCampaign {
  title: T3;
  price: number;
  image: string;
  adult?: boolean;
  /** Days from the seed's start. */
  starts: number;
  ends: number;
  /** Paid draws already made, in order: who drew how many (`shipped`: its prizes have left the prize box). */
  sold: { buyer: 'demo' | 'other'; draws: number; shipped?: boolean }[];
}

const campaigns: SeedCampaign[] = [
  {
    title: ['星海旅人 一番賞', '星海旅人 一番赏', 'Star Sea Voyagers Ichiban Kuji'],
    price: 350,
    image: 'k-1',
    starts: -30,
    ends: 180,
    sold: [
      { buyer: 'demo', draws: 3 },
      { buyer: 'other', draws: 5 },
    ],
  },
  {
    title: ['機甲少女 一番賞', '机甲少女 一番赏', 'Mecha Maidens Ichiban Kuji'],
    price: 390,
    image: 'k-2',
    starts: -10,
    ends: 120,
    sold: [
      { buyer: 'other', draws: 10 },
      { buyer: 'demo', draws: 5 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 2 },
    ],
  },
  {
    title: ['夏日泳裝 一番賞', '夏日泳装 一番赏', 'Summer Swimsuits Ichiban Kuji'],
    price: 450,
    image: 'k-3',
    adult: true,
    starts: -5,
    ends: 150,
    sold: [],
  },
  {
    title: ['貓咪咖啡館 一番賞', '猫咪咖啡馆 一番赏', 'Cat Café Ichiban Kuji'],
    price: 300,
    image: 'k-4',
    starts: -200,
    ends: -100,
    sold: [
      { buyer: 'demo', draws: 2, shipped: true },
      { buyer: 'other', draws: 10 },
    ],
  },
  {
    title: ['龍之谷 一番賞', '龙之谷 一番赏', 'Dragon Valley Ichiban Kuji'],
    price: 380,
    image: 'k-5',
    starts: -60,
    ends: 150,
    sold: [
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 10 },
      { buyer: 'other', draws: 7 },
      { buyer: 'demo', draws: 3 },
    ],
  },
  {
    title: ['海賊冒險 一番賞', '海贼冒险 一番赏', 'Pirate Odyssey Ichiban Kuji'],
    price: 360,
    image: 'k-7',
    starts: -2,
    ends: 90,
    sold: [],
  },
  {
    title: ['魔法學院 一番賞', '魔法学院 一番赏', 'Magic Academy Ichiban Kuji'],
    price: 420,
    image: 'k-6',
    starts: 30,
    ends: 210,
    sold: [],
  },
];

const methods = ['credit_card', 'wechat_pay', 'alipay', 'unionpay'] as const;

/** `kp-1-a`: campaign k-1's prize A. */
const prizeImage = (campaign: SeedCampaign, tier: string) => `kp${campaign.image.slice(1)}-${tier.toLowerCase()}`;

/** Campaigns as `openCampaign` takes them: unsold ones on `beacon` when given, the rest with a fresh secret seed each. */
export function buildKuji(base: number, beacon?: BeaconChain): NewCampaign[] {
  return campaigns.map((c) => ({
    title: texts(c.title),
    description: texts(rules),
    price: c.price,
    image: c.image,
    adult: c.adult ?? false,
    startsAt: new Date(base + c.starts * DAY),
    endsAt: new Date(base + c.ends * DAY),
    tiers: tiers.map((t) => ({ tier: t.tier, name: texts(t.name), image: prizeImage(c, t.tier), count: t.count })),
    lastOne: { name: texts(lastOne), image: prizeImage(c, 'LAST') },
    ...(beacon && c.sold.length === 0 ? { beacon } : {}),
  }));
}

/** The pictures the campaigns show: the campaign, then each prize in its subject. */
export function kujiPictures(): { name: string; title: string; picture: ProductSubject | 'kuji' }[] {
  return campaigns.flatMap((c) => [
    { name: c.image, title: c.title[2], picture: 'kuji' as const },
    ...tiers.map((t) => ({ name: prizeImage(c, t.tier), title: c.title[2], picture: t.picture })),
    { name: prizeImage(c, 'LAST'), title: c.title[2], picture: 'figure' as const },
  ]);
}

/** Opens every campaign and makes its paid draws, taking tickets in box order as a real sale does. */
export async function seedKuji(
  tx: Db,
  members: { demo: number; other: number },
  beacon?: BeaconChain,
  base = Date.now(),
): Promise<void> {
  const built = buildKuji(base, beacon);
  for (const [i, campaign] of built.entries()) {
    const kujiId = await openCampaign(tx, campaign);
    let drawn = 0;
    for (const [n, sale] of campaigns[i]!.sold.entries()) {
      const paidAt = new Date(campaign.startsAt.getTime() + (n + 1) * 3_600_000);
      const subtotal = sale.draws * campaign.price;
      const [order] = await tx
        .insert(kujiOrders)
        .values({
          userId: members[sale.buyer],
          kujiId,
          draws: sale.draws,
          price: campaign.price,
          subtotal,
          total: subtotal,
          paymentMethod: methods[n % methods.length]!,
          status: 'paid',
          paidAt,
          createdAt: paidAt,
          ...(sale.shipped
            ? {
                prizesShippingCode: `TW${8204417730 + kujiId * 10 + n}`,
                prizesShippedAt: new Date(paidAt.getTime() + 3 * DAY),
              }
            : {}),
        })
        .returning({ id: kujiOrders.id });
      await tx
        .update(kujiTickets)
        .set({ orderId: order!.id, drawnAt: paidAt })
        .where(and(eq(kujiTickets.kujiId, kujiId), between(kujiTickets.position, drawn + 1, drawn + sale.draws)));
      drawn += sale.draws;
      const soldOut = drawn === campaign.tiers.reduce((sum, t) => sum + t.count, 0);
      await tx
        .update(kujis)
        .set({ reserved: drawn, drawn, ...(soldOut ? { lastOneOrderId: order!.id } : {}) })
        .where(eq(kujis.id, kujiId));
    }
  }
}
