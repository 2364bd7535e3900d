import { entry, type ApiErrorEntry } from './entry';

export const consoleKujiCouponErrors = {
  // The console's kuji campaigns, prize shipments and coupons.
  ADMIN_KUJI_WINDOW: entry(
    40095,
    '販售期間須在開始之後結束，且開賣時尚未結束',
    '销售期间须在开始之后结束，且开卖时尚未结束',
    'The sale must end after it starts, and not be over when the campaign opens.',
  ),
  ADMIN_COUPON_CODE_TYPED: entry(
    40097,
    '正式環境的優惠碼由系統隨機產生，無法自訂',
    '正式环境的优惠码由系统随机生成，无法自定',
    'In production coupon codes are random; they cannot be typed.',
  ),
  ADMIN_DROP_SETTINGS: entry(
    40098,
    '排隊室須在開賣之前或開賣時開啟',
    '排队室须在开卖之前或开卖时开启',
    'The waiting room must open before or when the sale starts.',
  ),
  ADMIN_COUPON_MEMBER_USES: entry(
    40092,
    '每位會員可用次數不可多於優惠券的總使用次數',
    '每位会员可用次数不可多于优惠券的总使用次数',
    "A member's uses cannot be more than the coupon's uses in all.",
  ),
  ADMIN_COUPON_TERMS: entry(
    40099,
    '優惠券須有折抵金額或免運費，且結束時間在開始之後',
    '优惠券须有减免金额或免运费，且结束时间在开始之后',
    'A coupon needs an amount off or free shipping, and must end after it starts.',
  ),
  ADMIN_KUJI_NOT_FOUND: entry(40455, '找不到此一番賞活動', '找不到此一番赏活动', 'This kuji campaign was not found.'),
  KUJI_DRAFT_NOT_FOUND: entry(40456, '找不到此一番賞草稿', '找不到此一番赏草稿', 'This kuji draft was not found.'),
  ADMIN_COUPON_NOT_FOUND: entry(40457, '找不到此優惠券', '找不到此优惠券', 'This coupon was not found.'),
  ADMIN_SHIPMENT_NOT_FOUND: entry(40458, '找不到此獎品寄送', '找不到此奖品寄送', 'This prize shipment was not found.'),
  ADMIN_KUJI_DRAFT_OPENED: entry(
    40935,
    '此草稿已開賣，無法再修改或開賣',
    '此草稿已开卖，无法再修改或开卖',
    'This draft is already open: it cannot be changed or opened again.',
  ),
  ADMIN_KUJI_OVER: entry(40936, '此活動已結束', '此活动已结束', 'This campaign is already over.'),
  ADMIN_COUPON_CODE_TAKEN: entry(40937, '此優惠碼已存在', '此优惠码已存在', 'This coupon code already exists.'),
  SHIPMENT_NOT_SHIPPABLE: entry(
    40938,
    '此獎品寄送尚未付款、已寄出或已逾期',
    '此奖品寄送尚未付款、已寄出或已逾期',
    'This prize shipment is unpaid, already shipped or expired.',
  ),
  ADMIN_COUPON_OVER: entry(40939, '此優惠券已停用或已結束', '此优惠券已停用或已结束', 'This coupon is already disabled or over.'),
} as const satisfies Record<string, ApiErrorEntry>;
