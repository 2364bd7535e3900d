import type { BoxPrize, Coupon, KujiOrder, KujiPrize, OrderSummary, PrizeShipment, UserInfo } from '@shop/shared/contract';

/** The signed-in member as GET personal answers them. */
export function member(fields: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 7,
    email: 'ming@example.com',
    account_name: 'Ming',
    avatar_picture: '',
    account_status: 'active',
    phone_code: '886',
    phone_number: '912345678',
    gender: 'male',
    birthday_timestamp: 0,
    ...fields,
  };
}

/** An order as GET order lists it: two products, NT$1,960, placed 2026-11-23 18:00 in Taipei. */
export function orderSummary(id: number, fields: Partial<OrderSummary> = {}): OrderSummary {
  const item = (productId: number) => ({
    product_id: productId,
    sku: `SKU-${productId}`,
    display_name: `Product ${productId}`,
    image: `/api/v1/images/p-${productId}.jpg`,
    unit_price: 1000,
    marked_price: 1200,
    amount: 1,
    line_total: 1000,
    is_pre_order: false,
    sub_product_infos: [],
  });
  return {
    order_id: id,
    order_number: `S26112300000${id}`,
    created_at: '2026-11-23T10:00:00.000Z',
    status: 'picking',
    cancel_reason: null,
    canceled_at: null,
    paid_at: '2026-11-23T10:05:00.000Z',
    payment_deadline: null,
    payment_method: 'credit_card',
    ships_from: 'TW',
    amounts: { subtotal: 2000, shipping_fee: 60, discount: 100, total: 1960 },
    refunded_amount: 0,
    items: [item(1), item(2)],
    ...fields,
  };
}

/** A page of GET order's answer. */
export const orderPage = (orders: OrderSummary[], total = orders.length, page = 1) => ({
  data: orders,
  page,
  page_size: 10,
  total,
});

export function prize(position: number, tier: string, fields: Partial<KujiPrize> = {}): KujiPrize {
  return {
    position,
    tier,
    name: `Prize ${tier}: item ${position}`,
    image: `/api/v1/images/kp-1-${tier.toLowerCase()}.jpg`,
    last_one: false,
    shipping: 'in_prize_box',
    shipping_code: null,
    ...fields,
  };
}

/** A paid kuji order of 3 draws at NT$350 with its prizes. */
export function kujiOrder(id: number, fields: Partial<KujiOrder> = {}): KujiOrder {
  return {
    order_id: id,
    kuji_id: 7,
    kuji_title: 'Star Sea Voyagers Ichiban Kuji',
    kuji_image: '/api/v1/images/k-1.jpg',
    draws: 3,
    price: 350,
    subtotal: 1050,
    discount: 0,
    total: 1050,
    coupon: null,
    method: 'credit_card',
    status: 'paid',
    created_at: '2026-11-20T06:00:00.000Z',
    payment_deadline: null,
    paid_at: '2026-11-20T06:02:00.000Z',
    purchase: null,
    prizes: [prize(4, 'A'), prize(9, 'D'), prize(12, 'D', { shipping: 'shipped', shipping_code: 'TW555' })],
    ...fields,
  };
}

export const kujiPage = (orders: KujiOrder[], total = orders.length, page = 1) => ({ data: orders, page, page_size: 10, total });

/** A claimed coupon as GET coupon lists it: NT$100 off orders from NT$500, any origin and region. */
export function coupon(id: number, fields: Partial<Coupon> = {}): Coupon {
  return {
    coupon_id: id,
    code: `CODE${id}`,
    display_name: `Coupon ${id}`,
    promotion: 'NT$100 off',
    conditions: 'Orders from NT$500',
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    free_shipping: false,
    ships_from: null,
    region: null,
    status: 'available',
    threshold: 500,
    discount: 100,
    unlimited_amount: false,
    claimed_at: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

/** A prize in the box as GET prize-box lists it: won 2026-11-20 14:02 in Taipei, of kuji 7 unless told. */
export function boxPrize(id: string, fields: Partial<BoxPrize> = {}): BoxPrize {
  return {
    prize_id: id,
    kuji_id: 7,
    kuji_title: 'Star Sea Voyagers Ichiban Kuji',
    kuji_order_id: 12,
    order_number: 'K2611200000012',
    tier: 'A',
    name: `Figure ${id}`,
    image: `/api/v1/images/kp-${id}.jpg`,
    last_one: false,
    won_at: '2026-11-20T06:02:00.000Z',
    ...fields,
  };
}

/** A shipment asked 2026-11-21 10:00 in Taipei, to a Taiwan home, NT$100 by card, awaiting its payment until 10:30. */
export function prizeShipment(id: number, fields: Partial<PrizeShipment> = {}): PrizeShipment {
  return {
    shipment_id: id,
    shipment_number: `P261121000000${id}`,
    status: 'pending_payment',
    prizes: [boxPrize('t1'), boxPrize('last9', { kuji_id: 9, kuji_title: 'Moon Bakery Kuji', tier: 'LAST', last_one: true })],
    delivery: {
      country_code: 'TW',
      delivery_method: 'home',
      recipient: { name: 'Ming', phone_code: '886', phone_number: '912345678', email: 'ming@example.com' },
      address: { city: '台北市', district: '大安區', postal_code: '106', detail: 'Road 1' },
      cvs_store: null,
    },
    shipping_fee: 100,
    payment_method: 'credit_card',
    created_at: '2026-11-21T02:00:00.000Z',
    payment_deadline: '2026-11-21T02:30:00.000Z',
    paid_at: null,
    shipped_at: null,
    carrier: null,
    tracking_code: null,
    purchase: null,
    invoice: null,
    ...fields,
  };
}
