import type { KujiDetail, KujiDraw, KujiOrder, KujiPrize, KujiTicket, Purchase } from '@shop/shared/contract';

/** A campaign on sale: NT$350 a draw, 42 of 50 tickets left, 10 draws an order. */
export function campaign(fields: Partial<KujiDetail> = {}): KujiDetail {
  return {
    kuji_id: 7,
    title: 'Star Sea Voyagers Ichiban Kuji',
    image: '/api/v1/images/k-1.jpg',
    price: 350,
    adult: false,
    status: 'on_sale',
    starts_at: '2026-10-01T00:00:00.000Z',
    ends_at: '2036-10-01T00:00:00.000Z',
    tickets_total: 50,
    tickets_left: 42,
    images: ['/api/v1/images/k-1.jpg'],
    description: 'Each draw wins one prize.',
    tiers: [
      {
        tier: 'A',
        name: 'Prize A: 1/7 scale figure',
        image: '/api/v1/images/kp-1-a.jpg',
        initial: 2,
        remaining: 2,
        probability: 2 / 42,
      },
      {
        tier: 'D',
        name: 'Prize D: clear file',
        image: '/api/v1/images/kp-1-d.jpg',
        initial: 48,
        remaining: 40,
        probability: 40 / 42,
      },
    ],
    last_one: { name: 'Last One prize: special figure', image: '/api/v1/images/kp-1-last.jpg', won: false },
    per_order_limit: 10,
    member_limit: null,
    member_draws: null,
    fairness: {
      algorithm: 'hmac-sha256-fisher-yates-v1',
      ticket_list: [],
      ticket_list_hash: 'a'.repeat(64),
      seed_hash: 'b'.repeat(64),
      seed: null,
      box_order: null,
    },
    drop: null,
    ...fields,
  };
}

export function kujiPurchase(method: Purchase['method'], fields: Partial<Purchase> = {}): Purchase {
  const qr = method === 'wechat_pay' || method === 'alipay';
  return {
    purchase_id: 'pur_kuji_41',
    order_id: 41,
    subject: 'kuji_order',
    method,
    amount: 950,
    status: 'pending',
    payment_url: qr ? '/dev/payment/qr/pur_kuji_41' : '/dev/payment/card/pur_kuji_41',
    qr_code: qr ? 'http://shop.test/dev/payment/qr/pur_kuji_41' : null,
    expires_at: '2026-11-23T10:15:00.000Z',
    paid_at: null,
    ...fields,
  };
}

export const tickets: KujiTicket[] = [
  { position: 9, tier: 'D', name: 'Prize D: clear file', image: '/api/v1/images/kp-1-d.jpg', last_one: false },
  { position: 10, tier: 'A', name: 'Prize A: 1/7 scale figure', image: '/api/v1/images/kp-1-a.jpg', last_one: false },
  { position: 11, tier: 'D', name: 'Prize D: clear file', image: '/api/v1/images/kp-1-d.jpg', last_one: false },
];

export function prizesOf(list: readonly KujiTicket[]): KujiPrize[] {
  return list.map((ticket) => ({ ...ticket, shipping: 'in_prize_box', shipping_code: null }));
}

/** Order 41: three draws of campaign 7 with a NT$100 coupon, paid by WeChat Pay. */
export function kujiOrder(fields: Partial<KujiOrder> = {}): KujiOrder {
  return {
    order_id: 41,
    order_number: 'K2611230000041',
    kuji_id: 7,
    kuji_title: 'Star Sea Voyagers Ichiban Kuji',
    kuji_image: '/api/v1/images/k-1.jpg',
    draws: 3,
    price: 350,
    subtotal: 1050,
    discount: 100,
    total: 950,
    coupon: { coupon_id: 5, code: 'KUJI100', display_name: 'Kuji NT$100 off', discount: 100, free_shipping: false },
    method: 'wechat_pay',
    status: 'paid',
    created_at: '2026-11-23T10:00:00.000Z',
    payment_deadline: '2026-11-23T10:15:00.000Z',
    paid_at: '2026-11-23T10:02:00.000Z',
    purchase: kujiPurchase('wechat_pay', { status: 'paid', paid_at: '2026-11-23T10:02:00.000Z' }),
    prizes: prizesOf(tickets),
    ...fields,
  };
}

export function draw(list: readonly KujiTicket[] = tickets): KujiDraw {
  return {
    order_id: 41,
    order_number: 'K2611230000041',
    kuji_id: 7,
    kuji_title: 'Star Sea Voyagers Ichiban Kuji',
    tickets: [...list],
  };
}

/** The API's answer with an error code and its message in the caller's language. */
export const refusal = (status: number, code: number, message: string) => ({
  status,
  data: { error_code: code, error_msg: message },
});
