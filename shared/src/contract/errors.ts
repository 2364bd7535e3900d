// The one catalogue of API error codes, shared by the API (which answers with them) and the browser (which
// can recognise them). Plain data, no runtime dependencies. A code's first three digits are its HTTP status.
// Messages follow SPEC.md §8 (English) with tw/cn translations.

export type ErrorLocale = 'tw' | 'cn' | 'en';

export interface ApiErrorEntry {
  readonly code: number;
  readonly status: number;
  readonly messages: Readonly<Record<ErrorLocale, string>>;
}

const entry = <Code extends number>(code: Code, tw: string, cn: string, en: string) => ({
  code,
  status: Math.floor(code / 100),
  messages: { tw, cn, en },
});

export const apiErrors = {
  BAD_PARAMS: entry(40004, '參數錯誤，請重新輸入', '参数错误，请重新输入', 'Invalid parameters, please re-enter.'),
  LOGIN_FAILED: entry(
    40101,
    '登入失敗，帳號或密碼錯誤',
    '登录失败，账号或密码错误',
    'Login failed. Account or password is incorrect.',
  ),
  NOT_A_MEMBER: entry(
    40102,
    '此帳號尚未成為會員，請重新輸入或註冊',
    '此账号尚未成为会员，请重新输入或注册',
    'The account is not a member of the product, please re-enter or register.',
  ),
  PASSWORD_NOT_SET: entry(
    40103,
    '若您尚未重設密碼，請先找回密碼',
    '若您尚未重设密码，请先找回密码',
    "If you haven't reset your password yet, you need to retrieve it.",
  ),
  WECHAT_FAILED: entry(
    40104,
    '微信登入失敗，請重新掃碼',
    '微信登录失败，请重新扫码',
    'WeChat sign-in failed, please scan again.',
  ),
  GOOGLE_FAILED: entry(
    40105,
    'Google 登入失敗，請重新登入',
    'Google 登录失败，请重新登录',
    'Google sign-in failed, please try again.',
  ),
  // Changing the password of a signed-in member (POST personal/password).
  PASSWORD_INCORRECT: entry(40106, '目前的密碼不正確', '当前的密码不正确', 'The current password is incorrect'),
  VERIFICATION_FAILED: entry(40010, '驗證錯誤', '验证错误', 'Verification error'),
  LINK_INVALID: entry(40011, '此連結已失效', '此链接已失效', 'This link is invalid'),
  NO_EMAIL: entry(
    40012,
    '您的帳號沒有電子郵件地址，無法寄送驗證碼',
    '您的账号没有电子邮件地址，无法发送验证码',
    'Your account has no e-mail address to send a verification code to',
  ),
  // A member's new password must differ from the current one (POST personal/password).
  PASSWORD_UNCHANGED: entry(
    40013,
    '新密碼不可與目前的密碼相同',
    '新密码不可与当前的密码相同',
    'The new password must be different from the current one',
  ),
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
  // Ichiban Kuji orders (a campaign past its end answers EVENT_ENDED).
  KUJI_NOT_STARTED: entry(40070, '此一番賞尚未開賣', '此一番赏尚未开卖', 'This Ichiban Kuji is not on sale yet'),
  KUJI_NOT_ENOUGH_TICKETS: entry(40071, '剩餘籤數不足', '剩余签数不足', 'Not enough tickets left in this box'),
  KUJI_DRAW_LIMIT: entry(40072, '超過每筆訂單可抽的上限', '超过每笔订单可抽的上限', 'Too many draws for one order'),
  KUJI_NOT_PAID: entry(
    40073,
    '此訂單尚未付款，付款完成後即可抽籤',
    '此订单尚未付款，付款完成后即可抽签',
    'This order is not paid yet: its draws are revealed once it is paid',
  ),
  KUJI_ORDER_EXPIRED: entry(
    40074,
    '此訂單逾期未付款，籤已放回箱中',
    '此订单逾期未付款，签已放回箱中',
    'This order expired unpaid: its tickets went back into the box',
  ),
  // The prize box (POST prize-shipment): only the member's own won prizes, each in one live shipment.
  PRIZE_NOT_IN_BOX: entry(
    40075,
    '所選的獎品不在您的獎品盒中',
    '所选的奖品不在您的奖品盒中',
    'A chosen prize is not in your prize box.',
  ),
  // Taiwan's uniform e-invoice: the buyer's carrier, donation code or business number (`@shop/shared/forms/rules`).
  INVOICE_MOBILE_BARCODE: entry(
    40080,
    '手機條碼格式錯誤，應為「/」加 7 碼英數字',
    '手机条码格式错误，应为“/”加 7 位英数字',
    'A mobile barcode is "/" followed by 7 letters, digits or . - +',
  ),
  INVOICE_CERTIFICATE: entry(
    40081,
    '自然人憑證條碼格式錯誤，應為 2 碼英文加 14 碼數字',
    '自然人凭证条码格式错误，应为 2 位英文加 14 位数字',
    'A citizen certificate carrier is 2 letters and 14 digits',
  ),
  INVOICE_LOVE_CODE: entry(40082, '捐贈碼應為 3 至 7 碼數字', '捐赠码应为 3 至 7 位数字', 'A donation code is 3 to 7 digits'),
  INVOICE_BUSINESS_NUMBER: entry(
    40083,
    '統一編號不正確，請確認後再次輸入',
    '统一编号不正确，请确认后再次输入',
    'This unified business number is not valid. Please check it and enter it again',
  ),
  TOKEN_INVALID: entry(
    40301,
    '登入已失效，請重新登入',
    '登录已失效，请重新登录',
    'Your session has expired, please log in again.',
  ),
  NOT_FOUND: entry(40401, '找不到頁面', '找不到页面', 'Page not found.'),
  KUJI_NOT_FOUND: entry(40402, '找不到此一番賞', '找不到此一番赏', 'This Ichiban Kuji campaign was not found.'),
  KUJI_NO_DRAW_RECORD: entry(
    40404,
    '此一番賞以舊版演算法抽籤，請改用箱序驗證',
    '此一番赏以旧版算法抽签，请改用箱序验证',
    'This campaign was drawn with the earlier algorithm: verify its box order instead.',
  ),
  // A sign-in method this shop has not configured (no Firebase project, no WeChat app in production): not an outage.
  SIGN_IN_METHOD_OFF: entry(40403, '本站未開放此登入方式', '本站未开放此登录方式', 'This sign-in method is not available.'),
  EMAIL_IN_USE: entry(40901, '此電子郵件已被使用', '此电子邮件已被使用', 'This email address is already in use.'),
  IDEMPOTENCY_CONFLICT: entry(
    40902,
    '此訂單已以不同內容送出',
    '此订单已以不同内容送出',
    'This order was already submitted with different details',
  ),
  PASSWORD_ALREADY_SET: entry(
    40903,
    '您的帳號已設定密碼，請以目前的密碼變更',
    '您的账号已设置密码，请以当前的密码修改',
    'Your account already has a password: change it with your current password',
  ),
  // Holding caps: what one member, guest e-mail, address or device may keep unpaid (api order/holding-caps.ts).
  HOLD_ORDER_LIMIT: entry(
    40940,
    '您有太多尚未付款的訂單，請先完成付款或等待訂單逾期',
    '您有太多尚未付款的订单，请先完成付款或等待订单逾期',
    'You have too many unpaid orders. Please pay for one or wait until it expires.',
  ),
  HOLD_UNIT_LIMIT: entry(
    40941,
    '此商品尚未付款的數量已達上限，請先完成付款',
    '此商品尚未付款的数量已达上限，请先完成付款',
    'You already hold as many unpaid units of this item as allowed. Please pay first.',
  ),
  KUJI_HOLD_LIMIT: entry(
    40942,
    '此一番賞尚未付款的籤數已達上限，請先完成付款',
    '此一番赏尚未付款的签数已达上限，请先完成付款',
    'You already hold as many unpaid draws of this Ichiban Kuji as allowed. Please pay first.',
  ),
  KUJI_MEMBER_LIMIT: entry(
    40943,
    '已超過此一番賞每位會員可抽的上限',
    '已超过此一番赏每位会员可抽的上限',
    'This exceeds the number of draws one member may buy in this Ichiban Kuji.',
  ),
  PRIZE_ALREADY_REQUESTED: entry(
    40975,
    '所選的獎品已在另一筆出貨申請中',
    '所选的奖品已在另一笔出货申请中',
    'A chosen prize is already in another shipment request.',
  ),
  PRIZE_SHIPMENT_LIMIT: entry(
    40976,
    '您有太多尚未付款的獎品出貨申請，請先完成付款或等待逾期',
    '您有太多尚未付款的奖品出货申请，请先完成付款或等待逾期',
    'You have too many unpaid prize shipments. Please pay for one or wait until it expires.',
  ),
  // A shopper cancels only their own unpaid order (POST order/{id}/cancel); a paid one is the shop's to cancel.
  ORDER_NOT_CANCELABLE: entry(
    40950,
    '此訂單已付款，無法自行取消，如需取消請聯絡客服',
    '此订单已付款，无法自行取消，如需取消请联系客服',
    'This order is paid and can no longer be canceled here. Please contact us to cancel it.',
  ),
  // Drops (api modules/drop): a purchase of an item on sale behind a waiting room needs an admitted place's token.
  DROP_NOT_FOUND: entry(40460, '此商品沒有排隊活動', '此商品没有排队活动', 'This item has no queued launch.'),
  DROP_ADMISSION_REQUIRED: entry(
    40360,
    '此商品正在排隊開賣，請先進入排隊頁面，輪到您時再購買',
    '此商品正在排队开卖，请先进入排队页面，轮到您时再购买',
    'This item is on sale through a queue. Please join the queue and buy when it is your turn.',
  ),
  DROP_ADMISSION_INVALID: entry(
    40361,
    '此排隊憑證無效或不屬於您，請回到排隊頁面',
    '此排队凭证无效或不属于您，请回到排队页面',
    'This queue pass is not valid or not yours. Please go back to the queue.',
  ),
  DROP_ADMISSION_EXPIRED: entry(
    40362,
    '您的購買時間已過，名額已讓給下一位，請重新排隊',
    '您的购买时间已过，名额已让给下一位，请重新排队',
    'Your time to buy has passed and your place went to the next shopper. Please queue again.',
  ),
  DROP_ADMISSION_USED: entry(
    40960,
    '此排隊憑證已用於一筆訂單',
    '此排队凭证已用于一笔订单',
    'This queue pass was already used for an order.',
  ),
  DROP_NOT_OPEN: entry(
    40961,
    '排隊尚未開放，請於開放時間再來',
    '排队尚未开放，请于开放时间再来',
    'The queue is not open yet. Please come back when it opens.',
  ),
  DROP_PLACES_LIMIT: entry(
    42960,
    '此網路位址排隊的人數已達上限',
    '此网络地址排队的人数已达上限',
    'Too many places in this queue from your network address.',
  ),
  TOO_MANY_REQUESTS: entry(42901, '請稍後再試', '请稍后再试', 'Please try again later.'),
  DAILY_CODE_LIMIT: entry(
    42902,
    '今日已達上限，請隔天再試',
    '今日已达上限，请隔天再试',
    'The daily limit has been reached, please try again the next day',
  ),
  // Wrong passwords slow down the device that typed them ({seconds}: the answer's Retry-After); nobody is locked out.
  LOGIN_SLOWED: entry(
    42903,
    '此裝置登入失敗次數過多，登入已暫時放慢（帳號並未鎖定），請於 {seconds} 秒後再試',
    '此设备登录失败次数过多，登录已暂时放慢（账号并未锁定），请于 {seconds} 秒后再试',
    'Too many failed sign-ins from this device: sign-in is slowed down, not locked. Please try again in {seconds} seconds.',
  ),
  PROVIDER_UNAVAILABLE: entry(
    50201,
    '第三方服務暫時無法使用，請稍後再試',
    '第三方服务暂时无法使用，请稍后再试',
    'The sign-in provider is unavailable, please try again later.',
  ),
  // Payments: the provider's signed notices (webhooks) are refused with these; a gateway logs them.
  PAYMENT_MISMATCH: entry(
    40060,
    '付款金額或幣別與訂單不符',
    '付款金额或币种与订单不符',
    'The payment amount or currency does not match the order.',
  ),
  PAYMENT_SIGNATURE: entry(40120, '付款通知的簽章無效', '付款通知的签名无效', 'The payment notification signature is invalid.'),
  PAYMENT_STALE: entry(40121, '付款通知已逾時', '付款通知已超时', 'The payment notification is too old.'),
  PAYMENT_REPLAYED: entry(40920, '此付款通知已處理過', '此付款通知已处理过', 'This payment notification was already received.'),
  PAYMENT_UNAVAILABLE: entry(
    50202,
    '付款服務暫時無法使用，請稍後再試',
    '付款服务暂时无法使用，请稍后再试',
    'The payment service is unavailable, please try again later.',
  ),
  // Avatar storage (the API's Firebase Storage stand-in, /v0): the status is what the Storage SDK maps to its
  // codes (401 storage/unauthenticated, 402 storage/quota-exceeded, 403 storage/unauthorized, 404 not found).
  STORAGE_UNAUTHENTICATED: entry(40130, '請先登入，再上傳檔案', '请先登录，再上传文件', 'Please sign in to upload files.'),
  STORAGE_TOO_LARGE: entry(40230, '檔案不可超過 5 MB', '文件不可超过 5 MB', 'The file must not be larger than 5 MB.'),
  STORAGE_QUOTA: entry(40231, '您的檔案數量已達上限', '您的文件数量已达上限', 'You have reached the limit of stored files.'),
  STORAGE_DENIED: entry(40330, '您沒有權限存取此檔案', '您没有权限访问此文件', 'You do not have permission to access this file.'),
  STORAGE_NOT_IMAGE: entry(
    40331,
    '僅能上傳 JPEG、PNG、WebP 或 GIF 圖片',
    '仅能上传 JPEG、PNG、WebP 或 GIF 图片',
    'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  ),
  STORAGE_NOT_FOUND: entry(40430, '找不到此檔案', '找不到此文件', 'The file was not found.'),
  STORAGE_UPLOAD_EXPIRED: entry(
    40431,
    '上傳已逾時，請重新上傳',
    '上传已超时，请重新上传',
    'The upload has expired, please upload again.',
  ),
  // The operator console (/api/admin/v1).
  OPERATOR_SIGN_IN_FAILED: entry(
    40140,
    '登入失敗，帳號或密碼錯誤，或帳號已停用',
    '登录失败，账号或密码错误，或账号已停用',
    'Sign-in failed: wrong e-mail or password, or the account is disabled.',
  ),
  OPERATOR_SESSION_INVALID: entry(40141, '請重新登入後台', '请重新登录后台', 'Please sign in to the console again.'),
  OPERATOR_FORBIDDEN: entry(40340, '您的角色無法執行此操作', '您的角色无法执行此操作', 'Your role does not allow this.'),
  REFUND_ABOVE_LIMIT: entry(
    40341,
    '退款金額超過您的權限上限',
    '退款金额超过您的权限上限',
    'The refund is above the limit you may give back.',
  ),
  ADMIN_ORDER_NOT_FOUND: entry(40440, '找不到此訂單', '找不到此订单', 'This order was not found.'),
  ADMIN_OPERATOR_NOT_FOUND: entry(40441, '找不到此後台帳號', '找不到此后台账号', 'This operator account was not found.'),
  ADMIN_MEMBER_NOT_FOUND: entry(40442, '找不到此會員', '找不到此会员', 'This member was not found.'),
  ORDER_MOVE_REFUSED: entry(
    40990,
    '此訂單目前的狀態無法執行此操作',
    '此订单目前的状态无法执行此操作',
    "The order's status does not allow this.",
  ),
  OPERATOR_EMAIL_IN_USE: entry(
    40991,
    '此電子郵件已有後台帳號',
    '此电子邮件已有后台账号',
    'An operator account with this e-mail address already exists.',
  ),
  OPERATOR_LAST_OWNER: entry(
    40992,
    '至少需保留一位可用的擁有者帳號',
    '至少需保留一位可用的所有者账号',
    'At least one active owner account must remain.',
  ),
  // The console's releases (/ops/api/releases, served by deploy/): the owner's mistakes, the CLI's words aside.
  RELEASE_SHARE_INVALID: entry(
    40084,
    '比例須大於 0、不超過 100，最多兩位小數',
    '比例须大于 0、不超过 100，最多两位小数',
    'A share is a percentage above 0 and at most 100, with at most two decimals.',
  ),
  RELEASE_NOT_A_REMOTE: entry(
    40085,
    '此應用程式不是可單獨發布的模組',
    '此应用程序不是可单独发布的模块',
    'This app is not a remote that can be released on its own.',
  ),
  RELEASE_NO_CANARY: entry(40086, '此模組目前沒有試行版本', '此模块目前没有试行版本', 'This remote has no canary in flight.'),
  RELEASE_NOT_LIVE: entry(40087, '此模組尚未上線', '此模块尚未上线', 'This remote is not live yet.'),
  RELEASE_NOTHING_TO_ROLL_BACK: entry(
    40088,
    '此模組沒有更早的版本可以回復',
    '此模块没有更早的版本可以回退',
    'This remote has no earlier version to roll back to.',
  ),
  RELEASE_REFUSED: entry(40089, '目前無法執行此發布操作', '目前无法执行此发布操作', 'This release step cannot be done now.'),
  RELEASE_BUSY: entry(
    40980,
    '另一項發布正在進行，請稍後再試',
    '另一项发布正在进行，请稍后再试',
    'Another release is running: try again in a moment.',
  ),
  PICTURE_NOT_IN_STORAGE: entry(
    40090,
    '圖片必須是上傳至本店儲存空間 catalogue/ 的檔案',
    '图片必须是上传至本店存储空间 catalogue/ 的文件',
    "A picture must be a file uploaded to the shop's storage under catalogue/.",
  ),
  CATALOGUE_REFERENCE_INVALID: entry(
    40091,
    '指定的分類、主題、款式或加購商品不存在',
    '指定的分类、主题、款式或加购商品不存在',
    'A category, theme, design or set item given does not exist.',
  ),
  ADMIN_PRODUCT_NOT_FOUND: entry(40450, '找不到此商品', '找不到此商品', 'This product was not found.'),
  ADMIN_CATALOGUE_ENTRY_NOT_FOUND: entry(
    40451,
    '找不到此分類、主題、文章或橫幅',
    '找不到此分类、主题、文章或横幅',
    'This category, theme, article or banner was not found.',
  ),
  PRODUCT_SKU_TAKEN: entry(40930, '此商品編號已被使用', '此商品编号已被使用', 'This SKU is already in use.'),
  STOCK_CHANGE_REFUSED: entry(
    40931,
    '庫存不可低於零；有尺寸的商品請調整各尺寸的庫存',
    '库存不可低于零；有尺寸的商品请调整各尺寸的库存',
    'Stock cannot go below zero; a design sold in sizes is stocked through its sizes.',
  ),
  CATALOGUE_ENTRY_IN_USE: entry(
    40932,
    '仍有商品使用此分類或主題，無法刪除',
    '仍有商品使用此分类或主题，无法删除',
    'Products still use this category or theme: it cannot be removed.',
  ),
  // The console's kuji campaigns.
  // The console's kuji campaigns and coupons.
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
  INTERNAL: entry(50001, '發生錯誤，請稍候再試', '发生错误，请稍候再试', 'An error occurred, please try again later.'),
  SERVICE_UNAVAILABLE: entry(
    50301,
    '服務暫時無法使用，請稍後再試',
    '服务暂时无法使用，请稍后再试',
    'The service is temporarily unavailable, please try again later.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorName = keyof typeof apiErrors;

const byCode: ReadonlyMap<number, ApiErrorEntry> = new Map(Object.values(apiErrors).map((e) => [e.code, e]));

/** The catalogue entry for an `error_code` from a response, if it is one of ours. */
export function apiErrorByCode(code: number): ApiErrorEntry | undefined {
  return byCode.get(code);
}
