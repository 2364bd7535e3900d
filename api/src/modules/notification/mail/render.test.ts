import type { Locale } from '../../../platform/locale';
import type { DeliveredNotice } from '../notices';
import { renderNotice } from './render';

// Each notice's mail in each language: its subject names the order, its HTML and plain text say the same things, a
// shopper's own text (an item's name) cannot become markup, and the words are the language's.

const link = 'https://shop.example.com/order-detail?order_id=42&token=42.1.abc';
const order = {
  orderNumber: 'S2611280000042',
  total: 1280,
  items: [{ name: '初音未來 Figure', amount: 2, unitPrice: 590 }],
  link,
};
const notices: DeliveredNotice[] = [
  { event: 'order.placed', payBy: '2026-11-28T10:30:00.000Z', ...order },
  { event: 'order.paid', ...order },
  { event: 'order.picking', ...order },
  { event: 'order.shipped', carrier: 'Black Cat', trackingCode: 'TW123456789', ...order },
  { event: 'order.finished', ...order },
  { event: 'order.canceled', reason: 'payment_expired', ...order },
  { event: 'order.refund_requested', ...order },
  { event: 'order.refund_declined', ...order },
  { event: 'order.refunded', amount: 1280, latePayment: false, ...order },
  {
    event: 'kuji_order.paid',
    orderNumber: 'K2611280000007',
    campaign: 'Mecha Maidens',
    draws: 3,
    total: 900,
    prizes: [],
    round: null,
    link,
  },
  {
    event: 'kuji_order.drawn',
    orderNumber: 'K2611280000010',
    campaign: 'Pirate Odyssey',
    draws: 2,
    total: 720,
    prizes: ['Prize A: 1/7 scale figure', 'Prize D: stationery set'],
    round: 4242,
    link,
  },
  {
    event: 'kuji_order.refunded',
    orderNumber: 'K2611280000008',
    campaign: 'Mecha Maidens',
    draws: 1,
    total: 300,
    amount: 300,
    link,
  },
  {
    event: 'kuji_order.prizes_shipped',
    orderNumber: 'K2611280000009',
    campaign: 'Mecha Maidens',
    draws: 2,
    total: 600,
    trackingCode: 'TW777',
    link,
  },
  {
    event: 'prize_box.shipped',
    orderNumber: 'P2611290000003',
    total: 100,
    carrier: 'Black Cat',
    trackingCode: 'TW888',
    prizes: ['Mecha Maidens · A · Figure'],
    link: 'https://shop.example.com/member/prize-box?shipment_id=3',
  },
  { event: 'prize_box.reminder', count: 4, link: 'https://shop.example.com/member/prize-box' },
  {
    event: 'prize_box.refunded',
    orderNumber: 'P2611290000004',
    total: 100,
    amount: 100,
    link: 'https://shop.example.com/member/prize-box',
  },
  { event: 'account.password_changed', at: '2026-11-28T10:30:00.000Z', link: 'https://shop.example.com/forgot-password' },
  { event: 'product.back_in_stock', product: '初音未來 Figure', price: 590, link: 'https://shop.example.com/product/7' },
];
const locales: Locale[] = ['tw', 'cn', 'en'];

test.each(locales)('every notice in %s: subject, HTML and plain text name the order and lead to it', async (locale) => {
  const subjects = new Set<string>();
  for (const notice of notices) {
    const mail = await renderNotice(notice, locale, 'buyer@example.com');
    expect(mail.to).toBe('buyer@example.com');
    subjects.add(mail.subject);
    if ('orderNumber' in notice) {
      expect(mail.subject).toContain(notice.orderNumber);
      expect(mail.text).toContain(notice.orderNumber);
      expect(mail.html).toContain(notice.orderNumber);
    }
    expect(mail.html).toContain(`href="${notice.link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(notice.link);
    expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
  }
  // One subject per event.
  expect(subjects.size).toBe(notices.length);
});

test('the words are the language’s, amounts in NT$, times in Taiwan', async () => {
  const placed = notices[0]!;
  const [tw, cn, en] = await Promise.all(locales.map((l) => renderNotice(placed, l, 'b@example.com')));
  expect(tw!.subject).toBe('訂單成立通知 S2611280000042');
  expect(cn!.subject).toBe('订单成立通知 S2611280000042');
  expect(en!.subject).toBe('Order S2611280000042 received');
  expect(tw!.html).toContain('lang="zh-Hant-TW"');
  for (const mail of [tw!, cn!, en!]) {
    expect(mail.text).toContain('NT$1,280');
    expect(mail.text).toContain('NT$590 × 2');
    // 10:30 UTC is 18:30 in Taipei.
    expect(mail.text).toContain('18:30');
  }
  expect(tw!.text).toContain('請於');
  expect(cn!.text).toContain('请于');
  expect(en!.text).toContain('Please pay by');
});

test('a shipped mail names its carrier and tracking number; a canceled one says why', async () => {
  const shipped = await renderNotice(notices[3]!, 'en', 'b@example.com');
  expect(shipped.text).toContain('Carrier: Black Cat');
  expect(shipped.text).toContain('Tracking number: TW123456789');
  const why = await Promise.all(
    (['payment_expired', 'canceled_by_shop', 'canceled_by_shopper'] as const).map((reason) =>
      renderNotice({ event: 'order.canceled', reason, ...order }, 'tw', 'b@example.com'),
    ),
  );
  expect(new Set(why.map((m) => m.text)).size).toBe(3);
  expect(why[0]!.text).toContain('付款期限已過');
});

test('a refund says how much came back, and why when the payment came too late', async () => {
  const [tw, en] = await Promise.all(
    (['tw', 'en'] as const).map((l) =>
      renderNotice({ event: 'order.refunded', amount: 300, latePayment: false, ...order }, l, 'b@example.com'),
    ),
  );
  expect(tw!.subject).toBe('退款完成 S2611280000042');
  expect(tw!.text).toContain('退款金額：NT$300');
  expect(en!.text).toContain('Refunded: NT$300');
  const late = await renderNotice({ event: 'order.refunded', amount: 1280, latePayment: true, ...order }, 'en', 'b@example.com');
  expect(late.text).toContain('Your payment arrived after the order was canceled');
});

test('a kuji mail lists the prizes won, and the round that drew them, or says they come after the draw', async () => {
  const drawn = notices.find((n) => n.event === 'kuji_order.drawn')!;
  const [tw, cn, en] = await Promise.all(locales.map((l) => renderNotice(drawn, l, 'b@example.com')));
  expect([tw!.subject, cn!.subject, en!.subject]).toEqual([
    '一番賞抽賞結果 K2611280000010',
    '一番赏抽赏结果 K2611280000010',
    'Ichiban Kuji order K2611280000010: your prizes',
  ]);
  expect(tw!.text).toContain('開獎依據：drand 第 4242 輪公開亂數');
  expect(cn!.text).toContain('开奖依据：drand 第 4242 轮公开随机数');
  expect(en!.text).toContain('Decided by drand round 4242');
  for (const mail of [tw!, cn!, en!]) {
    expect(mail.text).toContain('Prize A: 1/7 scale figure');
    expect(mail.html).toContain('Prize D: stationery set');
  }
  const paid = notices.find((n) => n.event === 'kuji_order.paid')!;
  const waiting = await renderNotice(paid, 'en', 'b@example.com');
  expect(waiting.text).toContain('once the draw is made we will mail you your prizes');
  expect(waiting.text).not.toContain('Prizes won');
  const drawnAtPayment = await renderNotice({ ...paid, prizes: ['Prize B: plush'] } as typeof paid, 'tw', 'b@example.com');
  expect(drawnAtPayment.text).toContain('以下是您抽中的獎品');
  expect(drawnAtPayment.text).toContain('Prize B: plush');
  expect(drawnAtPayment.text).not.toContain('drand');
});

test('a back-in-stock mail names the product and its price in each language, and leads to its page', async () => {
  const back = notices.at(-1)!;
  const [tw, cn, en] = await Promise.all(locales.map((l) => renderNotice(back, l, 'b@example.com')));
  expect([tw!.subject, cn!.subject, en!.subject]).toEqual([
    '貨到通知：初音未來 Figure',
    '到货通知：初音未來 Figure',
    'Back in stock: 初音未來 Figure',
  ]);
  expect(en!.text).toContain('Price: 初音未來 Figure · NT$590');
  expect(en!.text).toContain('View the product');
  expect(tw!.text).toContain('查看商品');
});

test('the prize box: a parcel names its carrier, tracking and prizes; a reminder how many wait, in each language', async () => {
  const parcel = notices.find((n) => n.event === 'prize_box.shipped')!;
  const [tw, cn, en] = await Promise.all(locales.map((l) => renderNotice(parcel, l, 'b@example.com')));
  expect([tw!.subject, cn!.subject, en!.subject]).toEqual([
    '獎品已出貨 P2611290000003',
    '奖品已发货 P2611290000003',
    'Your prizes shipped: P2611290000003',
  ]);
  expect(en!.text).toContain('Carrier: Black Cat');
  expect(en!.text).toContain('Tracking number: TW888');
  expect(en!.text).toContain('Shipping: NT$100');
  expect(en!.text).toContain('Mecha Maidens · A · Figure');
  expect(tw!.text).toContain('查看獎品盒');
  const waiting = notices.find((n) => n.event === 'prize_box.reminder')!;
  const reminders = await Promise.all(locales.map((l) => renderNotice(waiting, l, 'b@example.com')));
  expect(reminders.map((m) => m.subject)).toEqual([
    '您的獎品盒還有 4 件獎品等待出貨',
    '您的奖品盒还有 4 件奖品等待发货',
    '4 Ichiban Kuji prizes wait in your prize box',
  ]);
  expect(reminders[2]!.text).toContain('Open your prize box');
});

test('a name with markup stays text', async () => {
  const hostile = {
    ...order,
    items: [{ name: '<script>alert(1)</script><img src=x onerror=alert(2)>', amount: 1, unitPrice: 1 }],
  };
  const mail = await renderNotice({ event: 'order.paid', ...hostile }, 'en', 'b@example.com');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
});
