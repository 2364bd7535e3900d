import type { Locale } from '@shop/api/stand-in-kit';

// Every text of the sandbox's pages, in the shop's three languages (the shopper meets these pages in the
// middle of checkout).

const texts = {
  title: ['付款測試環境', '支付测试环境', 'Payment sandbox'],
  testMode: ['測試模式：不會產生任何實際扣款。', '测试模式：不会产生任何实际扣款。', 'Test mode: no real money moves.'],
  merchant: ['收藏家商城', '收藏家商城', 'Collectibles Shop'],
  amount: ['金額', '金额', 'Amount'],
  credit_card: ['信用卡', '信用卡', 'Credit card'],
  unionpay: ['銀聯卡', '银联卡', 'UnionPay card'],
  wechat_pay: ['微信支付', '微信支付', 'WeChat Pay'],
  alipay: ['支付寶', '支付宝', 'Alipay'],
  cardNumber: ['卡號', '卡号', 'Card number'],
  expiry: ['有效期限（MM/YY）', '有效期（MM/YY）', 'Expiry (MM/YY)'],
  cvc: ['安全碼', '安全码', 'Security code'],
  pay: ['付款', '付款', 'Pay'],
  cancel: ['取消付款', '取消付款', 'Cancel payment'],
  testCards: ['測試卡號', '测试卡号', 'Test cards'],
  success: ['付款成功', '付款成功', 'succeeds'],
  declined: ['遭拒絕', '被拒绝', 'is declined'],
  challenge: ['需要 3-D 驗證', '需要 3-D 验证', 'needs 3-D Secure'],
  refunds_fail: ['付款成功，退款失敗', '付款成功，退款失败', 'succeeds; its refunds fail'],
  otherCards: [
    '其他有效卡號一律拒絕；任何未來的有效期限與 3 位數安全碼皆可。',
    '其他有效卡号一律拒绝；任何未来的有效期与 3 位数安全码皆可。',
    'Any other valid number is declined; any future expiry and any 3-digit security code work.',
  ],
  problemNumber: ['卡號無效，請再次檢查。', '卡号无效，请再次检查。', 'The card number is invalid.'],
  problemBrandCard: [
    '這是銀聯卡，請改選銀聯卡付款。',
    '这是银联卡，请改选银联卡付款。',
    'This is a UnionPay card: choose UnionPay instead.',
  ],
  problemBrandUnionpay: ['這不是銀聯卡。', '这不是银联卡。', 'This is not a UnionPay card.'],
  problemExpiry: ['卡片已過期或日期有誤。', '卡片已过期或日期有误。', 'The card has expired or the date is wrong.'],
  problemCvc: ['安全碼有誤。', '安全码有误。', 'The security code is wrong.'],
  challengeTitle: ['3-D Secure 驗證', '3-D Secure 验证', '3-D Secure verification'],
  challengeText: [
    '發卡銀行已傳送一次性驗證碼（測試環境的驗證碼是 {code}）。',
    '发卡银行已发送一次性验证码（测试环境的验证码是 {code}）。',
    'Your bank sent a one-time code (in the sandbox the code is {code}).',
  ],
  code: ['驗證碼', '验证码', 'Verification code'],
  verify: ['驗證', '验证', 'Verify'],
  walletTitle: ['確認付款', '确认付款', 'Confirm payment'],
  walletText: ['以{wallet}付款給{merchant}？', '以{wallet}付款给{merchant}？', 'Pay {merchant} with {wallet}?'],
  confirm: ['確認付款', '确认付款', 'Confirm payment'],
  paid: ['付款完成', '付款完成', 'Payment completed'],
  paidText: [
    '可以關閉此頁：商城的頁面會自動更新。',
    '可以关闭此页：商城的页面会自动更新。',
    "You can close this page: the shop's page updates by itself.",
  ],
  failed: ['付款失敗', '付款失败', 'Payment failed'],
  canceled: ['付款已取消', '付款已取消', 'Payment canceled'],
  expired: ['此付款已逾期', '此付款已过期', 'This payment has expired'],
  unknown: ['找不到此付款', '找不到此付款', 'No such payment'],
  backToShop: ['返回商城', '返回商城', 'Back to the shop'],
  undelivered: ['商城未確認收到付款通知', '商城未确认收到付款通知', 'The shop did not acknowledge the payment notice'],
  resend: ['重新傳送通知', '重新发送通知', 'Send the notice again'],
  phoneTitle: ['手機（掃描 QR 碼）', '手机（扫描二维码）', 'Phone (QR code scanner)'],
  phoneText: [
    '代替手機掃描微信支付或支付寶的 QR 碼：貼上 QR 碼的內容，或選擇等待掃描的付款。',
    '代替手机扫描微信支付或支付宝的二维码：粘贴二维码的内容，或选择等待扫描的付款。',
    "Stands in for scanning a WeChat Pay or Alipay QR code: paste the QR code's text, or pick a payment waiting to be scanned.",
  ],
  qrText: ['QR 碼內容', '二维码内容', "QR code's text"],
  scan: ['掃描', '扫描', 'Scan'],
  notSandboxQr: ['這不是測試環境的付款 QR 碼。', '这不是测试环境的付款二维码。', 'This QR code is not a sandbox payment.'],
  waiting: ['等待掃描', '等待扫描', 'Waiting to be scanned'],
  nothingWaiting: ['目前沒有等待掃描的付款。', '目前没有等待扫描的付款。', 'No payment is waiting.'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type TextKey = keyof typeof texts;

const column: Record<Locale, 0 | 1 | 2> = { tw: 0, cn: 1, en: 2 };

/** The text in `locale`, with `{name}` placeholders filled. */
export function text(locale: Locale, key: TextKey, values: Record<string, string> = {}): string {
  return texts[key][column[locale]].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
