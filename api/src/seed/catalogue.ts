import {
  articleTopics,
  categoryNames,
  characters,
  descTemplates,
  editions,
  kujiPrizeAbout,
  kujiPrizeFigure,
  themeNames,
  type T3,
} from './data';
import { rng } from './random';

const PRODUCT_COUNT = 320;
const DAY = 86_400_000;

/**
 * The day the shop is seeded (midnight UTC): the catalogue's dates are relative to it, so a shop seeded today
 * shows pre-orders still to come and this month's news. The same day gives the same catalogue.
 */
export const seedDay = (now = Date.now()): number => now - (now % DAY);

/** A pre-order comes out 10 to 129 days after the seed day; anything else came out 1 to 461 days before it. */
const releaseDate = (today: number, preOrder: boolean, draw: number) =>
  new Date(preOrder ? today + (10 + ((draw + 60) % 120)) * DAY : today - (draw + 61) * DAY);

const skuOf = (i: number) => `SKU${String(i + 1).padStart(5, '0')}`;

/** The sizes apparel comes in, and what each adds to the design's price (NT$). */
export const sizes = [
  { label: 'S', extra: 0, share: 2 },
  { label: 'M', extra: 0, share: 3 },
  { label: 'L', extra: 0, share: 3 },
  { label: 'XL', extra: 100, share: 2 },
] as const;
const sizeName: Record<0 | 1 | 2, (label: string) => string> = {
  0: (label) => `（${label}）`,
  1: (label) => `（${label}）`,
  2: (label) => ` (size ${label})`,
};

/** A design's stock shared out over its sizes (2:3:3:2), adding up to it. */
function stockBySize(stock: number): number[] {
  const total = sizes.reduce((sum, s) => sum + s.share, 0);
  const parts = sizes.map((s) => Math.floor((stock * s.share) / total));
  parts[1]! += stock - parts.reduce((sum, n) => sum + n, 0);
  return parts;
}

export function buildCatalogue(today = seedDay()) {
  const r = rng(20260115);
  const categories = categoryNames.map((c, i) => ({ nameTw: c.name[0], nameCn: c.name[1], nameEn: c.name[2], sort: i }));
  const themes = themeNames.map((t, i) => ({
    nameTw: t.name[0],
    nameCn: t.name[1],
    nameEn: t.name[2],
    descTw: t.desc[0],
    descCn: t.desc[1],
    descEn: t.desc[2],
    image: `t-${i + 1}`,
    adult: !!t.adult,
    sort: i,
  }));
  const normalThemes = themeNames.map((t, i) => ({ t, id: i + 1 })).filter((x) => !x.t.adult);
  const adultThemes = themeNames.map((t, i) => ({ t, id: i + 1 })).filter((x) => x.t.adult);

  const products = [];
  const links: { productId: number; themeId: number }[] = [];
  /** Designs sold in sizes: their positions, and their theme. */
  const sized: { index: number; themeId: number }[] = [];
  for (let i = 0; i < PRODUCT_COUNT; i++) {
    const catIndex = i % categoryNames.length;
    const cat = categoryNames[catIndex]!;
    const theme = cat.adult ? r.pick(adultThemes) : r.pick(normalThemes);
    const type = r.pick(cat.types);
    const ch = r.pick(characters);
    const ed = r.pick(editions);
    // Decided by position, not by the generator, so the rest of the catalogue stays as it was.
    const typeName = catIndex === 0 && (i / categoryNames.length) % 4 === 0 ? kujiPrizeFigure : type.name;
    const name: T3 = [0, 1, 2].map((l) => `${theme.t.name[l]} ${ch[l]} ${typeName[l]}${l === 2 ? ' – ' : ' '}${ed[l]}`) as T3;
    const desc = r.pick(descTemplates)(name, theme.t.name, typeName === kujiPrizeFigure ? kujiPrizeAbout : type.about);
    const marked = Math.round(r.int(type.min, type.max) / 10) * 10;
    const discounted = r.chance(0.55);
    const preOrder = r.chance(0.12);
    const soldOut = !preOrder && r.chance(0.1);
    const unavailable = r.chance(0.04);
    const shipsFrom = r.chance(0.35) ? 'CN' : 'TW';
    const areas = r.pick([['TW'], ['TW', 'CN'], ['TW', 'CN', 'OVERSEAS'], ['CN', 'OVERSEAS'], ['TW', 'OVERSEAS']]);
    products.push({
      sku: skuOf(i),
      categoryId: catIndex + 1,
      nameTw: name[0],
      nameCn: name[1],
      nameEn: name[2],
      descTw: desc[0],
      descCn: desc[1],
      descEn: desc[2],
      markedPrice: marked,
      sellingPrice: discounted ? Math.round((marked * r.int(70, 95)) / 1000) * 10 : null,
      stock: soldOut ? 0 : r.int(3, 200),
      purchaseLimit: r.pick([1, 2, 3, 5, 10]),
      preOrder,
      singleCheckout: r.chance(0.06) || (!!cat.luckyBag && r.chance(0.5)),
      shipsFrom,
      salesArea: areas,
      adult: !!cat.adult || theme.t.adult === true,
      luckyBag: !!cat.luckyBag,
      // "Featured this month" shows what a shopper can buy: nothing sold out or off sale.
      featured: r.chance(0.1) && !soldOut && !unavailable,
      status: unavailable ? 'unavailable' : 'on_sale',
      popularity: r.int(0, 10_000),
      imageCount: i % 3 === 0 ? 2 : 1,
      releaseAt: releaseDate(today, preOrder, r.int(-60, 400)),
      // A shopper may search by the category too ("plush", "文具"), not only by words in the name.
      searchText: [name, desc, cat.name].flat().join(' ').normalize('NFKC').toLowerCase(),
      variantOf: null as number | null,
      variantLabel: null as string | null,
    });
    links.push({ productId: i + 1, themeId: theme.id });
    if (type.sized) sized.push({ index: i, themeId: theme.id });
    // A product belongs to its own series only (its name says which). The draws that once linked it to a second
    // theme are still made, so every later product stays as it was.
    if (!cat.adult && r.chance(0.2)) r.pick(normalThemes);
  }

  // Each size of a design is a product of its own, after the designs (so their ids stay): priced, stocked and
  // ordered like any product, listed only through its design (docs/decisions/010-product-variants.md).
  for (const { index, themeId } of sized) {
    const design = products[index]!;
    const stock = stockBySize(design.stock);
    sizes.forEach((size, n) => {
      products.push({
        ...design,
        sku: `${design.sku}-${size.label}`,
        nameTw: design.nameTw + sizeName[0](size.label),
        nameCn: design.nameCn + sizeName[1](size.label),
        nameEn: design.nameEn + sizeName[2](size.label),
        markedPrice: design.markedPrice + size.extra,
        sellingPrice: design.sellingPrice === null ? null : design.sellingPrice + size.extra,
        stock: stock[n]!,
        featured: false,
        variantOf: index + 1,
        variantLabel: size.label,
      });
      links.push({ productId: products.length, themeId });
    });
  }

  const articles = Array.from({ length: 24 }, (_, i) => {
    const topic = articleTopics[i % articleTopics.length]!;
    const theme = normalThemes[i % normalThemes.length]!.t.name;
    const title: T3 = [`${topic[0]}｜${theme[0]}`, `${topic[1]}｜${theme[1]}`, `${topic[2]} | ${theme[2]}`];
    const body = (l: 0 | 1 | 2) =>
      `<h2>${title[l]}</h2><p>${[`《${theme[0]}》系列最新消息，詳情如下。`, `《${theme[1]}》系列最新消息，详情如下。`, `The latest on ${theme[2]}; details below.`][l]}</p>` +
      `<img src="/api/v1/images/a-${i + 1}.jpg" alt="${theme[l]}">` +
      `<ul><li>${['販售期間：即日起至售完為止', '贩售期间：即日起至售完为止', 'On sale: now until sold out'][l]}</li><li>${['每人限購 2 件', '每人限购 2 件', 'Limit 2 per member'][l]}</li></ul>` +
      `<table><tr><th>${['品項', '品项', 'Item'][l]}</th><th>NT$</th></tr><tr><td>${characters[i % characters.length]![l]}</td><td>${990 + i * 10}</td></tr></table>` +
      `<blockquote>${['數量有限，敬請把握。', '数量有限，敬请把握。', 'Quantities are limited.'][l]}</blockquote>` +
      `<p><a href="/theme/${(i % normalThemes.length) + 1}">${['前往主題', '前往主题', 'Go to theme'][l]}</a></p>`;
    return {
      titleTw: title[0],
      titleCn: title[1],
      titleEn: title[2],
      summaryTw: `${topic[0]}：${theme[0]}`,
      summaryCn: `${topic[1]}：${theme[1]}`,
      summaryEn: `${topic[2]}: ${theme[2]}`,
      bodyTw: body(0),
      bodyCn: body(1),
      bodyEn: body(2),
      cover: `a-${i + 1}`,
      hot: i % 3 === 0,
      // The newest from the day before the seed day, then one every three days.
      publishedAt: new Date(today - (i * 3 + 1) * DAY),
    };
  });

  const banners = Array.from({ length: 5 }, (_, i) => {
    const t = normalThemes[i]!.t.name;
    return {
      titleTw: `${t[0]} 特集`,
      titleCn: `${t[1]} 特集`,
      titleEn: `${t[2]} special`,
      image: `b-${i + 1}`,
      link: `/theme/${i + 1}`,
      sort: i,
    };
  });

  return { categories, themes, products, links, articles, banners };
}

export function buildCoupons(today = seedDay()) {
  const c = (
    code: string,
    name: T3,
    discountAmount: number,
    extra: Partial<{
      minOrder: number;
      freeShipping: boolean;
      shipsFrom: string;
      region: string;
      startsAt: Date;
      endsAt: Date;
      claimLimit: number;
      claimedCount: number;
      useLimit: number;
      scope: 'shop' | 'kuji' | 'any';
    }> = {},
  ) => ({
    code,
    nameTw: name[0],
    nameCn: name[1],
    nameEn: name[2],
    discountAmount,
    startsAt: new Date(today - 30 * DAY),
    endsAt: new Date(today + 3650 * DAY),
    ...extra,
  });
  // A coupon's name is its campaign's: the amount and the rules are the promotion and conditions the API words
  // itself, so a label "promotion · name" never says the amount twice.
  // One coupon per claim outcome (available, expired, already claimed by the demo member, limit reached) and per
  // kind of rule (threshold, free shipping, origin and region, unlimited amount, single use).
  return [
    c('WELCOME100', ['新會員見面禮', '新会员见面礼', 'Welcome gift'], 100, { minOrder: 500 }),
    c('SAVE300', ['大量採購優惠', '大量采购优惠', 'Big basket saver'], 300, {
      minOrder: 3000,
      claimLimit: 1000,
    }),
    c('FREESHIPTW', ['台灣宅配禮', '台湾宅配礼', 'Taiwan delivery treat'], 0, {
      freeShipping: true,
      shipsFrom: 'TW',
      region: 'TW',
    }),
    c('EXPIRED50', ['週年慶回饋', '周年庆回馈', 'Anniversary thank-you'], 50, {
      startsAt: new Date(today - 200 * DAY),
      endsAt: new Date(today - 100 * DAY),
    }),
    c('LIMITED1', ['限量 1 名', '限量 1 名', 'Only one claim'], 500, { claimLimit: 1, claimedCount: 1 }),
    c('DEMOCLAIMED', ['示範會員已領取', '示范会员已领取', 'Already claimed by the demo member'], 80),
    // Single-use: the first order that uses it takes it for everyone.
    c('ONCEONLY', ['搶先一步', '抢先一步', 'First come, first served'], 200, { useLimit: 1 }),
    // Unlimited amount: no minimum order.
    c('ANY50', ['隨心購', '随心购', 'Everyday treat'], 50),
    c('CNSHIP150', ['大陸倉直送優惠', '大陆仓直送优惠', 'China warehouse deal'], 150, {
      minOrder: 1000,
      shipsFrom: 'CN',
      region: 'CN',
    }),
    c('OVERSEAS250', ['海外會員優惠', '海外会员优惠', 'Overseas shopper deal'], 250, {
      minOrder: 2000,
      region: 'OVERSEAS',
    }),
    // The demo member's: one used on a seeded order, the others as the coupon list shows them.
    c('THANKYOU150', ['感謝回購', '感谢回购', 'Thanks for coming back'], 150, { minOrder: 1000 }),
    // Ichiban Kuji draws only (the shop's checkout refuses it), for anyone to claim or type at the kuji checkout.
    c('KUJI100', ['一番賞應援', '一番赏应援', 'Ichiban Kuji cheer'], 100, { scope: 'kuji' }),
  ];
}
