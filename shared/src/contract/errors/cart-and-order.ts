import { entry, type ApiErrorEntry } from './entry';

// The cart, set items, checkout, shipping, coupons and addresses (POST order).

export const cartAndOrderErrors = {
  OUT_OF_STOCK: entry(40020, '商品已下架', '商品已下架', 'Out of stock'),
  CART_LIMIT: entry(40021, '購物車已達上限', '购物车已达上限', 'Shopping cart has reached the limit'),
  QUANTITY_LIMIT: entry(40022, '庫存不足', '库存不足', 'Understocking'),
  ADD_TO_CART_FAILED: entry(40023, '加入購物車失敗', '加入购物车失败', 'Add to cart failed.'),
  PURCHASE_SEPARATELY: entry(40024, '此商品須單獨購買', '此商品须单独购买', 'This item must be purchased separately'),
  SELECT_ALL_ITEMS: entry(40025, '請選擇所有商品', '请选择所有商品', 'Please select all items'),
  SEPARATE_ORIGINS: entry(
    40026,
    '台灣出貨與中國出貨的商品須分開結帳',
    '台湾出货与中国出货的商品须分开结账',
    'Items shipping from Taiwan and from China must be checked out separately',
  ),
  // Sub-products are the set items a product offers (its product page lists them), in the amounts it allows.
  SET_ITEM_NOT_OFFERED: entry(
    40027,
    '此商品沒有提供這個加購品',
    '此商品没有提供这个加购品',
    'This item is not offered with this product',
  ),
  SET_ITEM_LIMIT: entry(
    40028,
    '加購品數量超過此商品的上限',
    '加购品数量超过此商品的上限',
    'Too many of this item for this product',
  ),
  EVENT_ENDED: entry(40030, '活動已結束', '活动已结束', 'Event has ended.'),
  CHECKOUT_FAILED: entry(40031, '結帳失敗，商品無法購買', '结账失败，商品无法购买', 'Checkout failed / The product Unavailable.'),
  CANNOT_SHIP: entry(40032, '這些商品無法寄送至此地區', '这些商品无法寄送至此地区', 'These items cannot ship to this area.'),
  CUSTOMS_INFO: entry(
    40033,
    '您提供的資料有誤，請確認後再次輸入',
    '您提供的资料有误，请确认后再次输入',
    'The information you provided is incorrect. Please confirm and enter again',
  ),
  SHIPPING_UPDATED: entry(40034, '運費已更新', '运费已更新', 'Shipping costs updated'),
  PRICE_UPDATED: entry(
    40035,
    '商品價格已更新，請重新確認訂單',
    '商品价格已更新，请重新确认订单',
    'Prices have been updated, please check your order again',
  ),
  SHIPPING_INFO_INCOMPLETE: entry(
    40036,
    '請完整填寫寄送資料',
    '请完整填写寄送资料',
    'Please fill in the shipping information completely',
  ),
  ENGLISH_ONLY: entry(40037, '請輸入英文', '请输入英文', 'Please enter in English only'),
  PHONE_INVALID: entry(40038, '請輸入正確的手機號碼', '请输入正确的手机号码', 'Please enter a valid mobile number'),
  ORDER_NOT_PAYABLE: entry(40039, '此訂單已無法付款', '此订单已无法付款', 'This order can no longer be paid'),
  DISCOUNT_INVALID: entry(40040, '無效的折扣碼', '无效的折扣码', 'Invalid code'),
  COUPON_INVALID: entry(40041, '無效或錯誤的序號', '无效或错误的序号', 'Invalid or incorrect code'),
  COUPON_EXPIRED: entry(40042, '此序號已過期', '此序号已过期', 'This code has expired'),
  COUPON_CLAIMED: entry(40043, '您已領取過此序號', '您已领取过此序号', "You've already claimed this code"),
  COUPON_LIMIT: entry(40044, '此序號已達領取上限', '此序号已达领取上限', 'Claim limit reached for this code'),
  COUPON_USED: entry(40045, '此優惠券已使用', '此优惠券已使用', 'This coupon has already been used'),
  COUPON_THRESHOLD: entry(
    40046,
    '訂單未達優惠券的使用門檻',
    '订单未达优惠券的使用门槛',
    "The order has not reached the coupon's minimum amount",
  ),
  COUPON_NOT_ELIGIBLE: entry(
    40047,
    '此優惠券不適用於此訂單的出貨地或寄送地區',
    '此优惠券不适用于此订单的出货地或寄送地区',
    "This coupon cannot be used for this order's shipping origin or region",
  ),
  COUPON_SOLD_OUT: entry(40048, '此優惠券已兌換完畢', '此优惠券已兑换完毕', 'This coupon has been fully redeemed'),
  COUPON_NOT_STARTED: entry(40049, '此優惠券尚未開始使用', '此优惠券尚未开始使用', 'This coupon is not valid yet'),
  COUPON_SHOP_ONLY: entry(
    40050,
    '此優惠券僅適用於商城訂單',
    '此优惠券仅适用于商城订单',
    'This coupon can only be used for shop orders',
  ),
  COUPON_KUJI_ONLY: entry(
    40051,
    '此優惠券僅適用於一番賞',
    '此优惠券仅适用于一番赏',
    'This coupon can only be used for Ichiban Kuji draws',
  ),
  // Addresses checked against the shop's place data (POST order).
  ADDRESS_UNKNOWN: entry(
    40056,
    '找不到此縣市或鄉鎮市區，請重新選擇',
    '找不到此城市或区县，请重新选择',
    'This city or district was not found. Please choose it again.',
  ),
  POSTAL_CODE_MISMATCH: entry(
    40057,
    '郵遞區號與鄉鎮市區不符，請確認後再次輸入',
    '邮政编码与区县不符，请确认后再次输入',
    'The postal code does not match the district. Please check it and enter it again.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
