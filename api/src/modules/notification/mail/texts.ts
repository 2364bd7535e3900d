import type { CancelReason } from '@shop/shared/contract';
import type { Locale } from '../../../platform/locale';

// Every word of the shop's notification mails, in Traditional Chinese (the default), Simplified Chinese and English.

interface EventTexts {
  subject: (n: string) => string;
  heading: string;
  lead: string;
}

interface MailTexts {
  shop: string;
  /** Between a label and its value. */
  colon: string;
  footer: string;
  orderNumber: string;
  total: string;
  items: string;
  each: (price: string, amount: number) => string;
  payBy: (time: string) => string;
  carrier: string;
  tracking: string;
  campaign: string;
  draws: (n: number) => string;
  /** A kuji order's prizes, and the beacon round that drew them. */
  won: string;
  round: (n: number) => string;
  view: string;
  reset: string;
  reasons: Record<CancelReason, string>;
  refundAmount: string;
  /** The refunded mail's lead when the money came after the order could no longer be paid. */
  latePaymentRefunded: string;
  events: {
    'order.placed': EventTexts;
    'order.paid': EventTexts;
    'order.picking': EventTexts;
    'order.shipped': EventTexts;
    'order.finished': EventTexts;
    'order.canceled': EventTexts;
    'order.refund_requested': EventTexts;
    'order.refund_declined': EventTexts;
    'order.refunded': EventTexts;
    'kuji_order.paid': EventTexts & { leadDrawn: string };
    'kuji_order.drawn': EventTexts;
    'kuji_order.refunded': EventTexts;
    'kuji_order.prizes_shipped': EventTexts;
    'prize_box.shipped': EventTexts;
    'prize_box.reminder': EventTexts;
    'prize_box.refunded': EventTexts;
    'account.password_changed': EventTexts & { when: (time: string) => string };
    'product.back_in_stock': EventTexts;
  };
  price: string;
  viewProduct: string;
  /** The prize box's mails: the prizes a parcel carries, how many wait, the button to the box. */
  prizes: string;
  shipmentNumber: string;
  shippingFee: string;
  waiting: (n: number) => string;
  viewPrizeBox: string;
}

export const mailTexts: Record<Locale, MailTexts> = {
  tw: {
    shop: '收藏家商城',
    colon: '：',
    footer: '此信由系統自動寄出，請勿直接回覆。如有問題，請透過商城的客服聯絡我們。',
    orderNumber: '訂單編號',
    total: '訂單金額',
    items: '訂購商品',
    each: (price, amount) => `${price} × ${amount}`,
    payBy: (time) => `請於 ${time} 前完成付款，逾期訂單將自動取消。`,
    carrier: '物流業者',
    tracking: '貨件編號',
    campaign: '一番賞',
    draws: (n) => `${n} 抽`,
    won: '抽中獎品',
    round: (n) => `開獎依據：drand 第 ${n} 輪公開亂數`,
    view: '查看訂單',
    reset: '重設密碼',
    reasons: {
      payment_expired: '付款期限已過，訂單已自動取消，商品與優惠券已釋出。',
      canceled_by_shop: '本店已取消此訂單。若您已付款，款項將全額退還。',
      canceled_by_shopper: '您已取消此訂單，商品與優惠券已釋出。',
    },
    refundAmount: '退款金額',
    latePaymentRefunded: '您的付款在訂單取消後才收到，款項已全額退回。',
    price: '售價',
    viewProduct: '查看商品',
    prizes: '獎品',
    shipmentNumber: '出貨編號',
    shippingFee: '運費',
    waiting: (n) => `${n} 件獎品`,
    viewPrizeBox: '查看獎品盒',
    events: {
      'order.placed': { subject: (n) => `訂單成立通知 ${n}`, heading: '感謝您的訂購', lead: '我們已收到您的訂單。' },
      'order.paid': { subject: (n) => `付款完成通知 ${n}`, heading: '付款完成', lead: '我們已收到您的付款，將盡快為您備貨。' },
      'order.picking': { subject: (n) => `訂單備貨中 ${n}`, heading: '開始備貨', lead: '您的訂單已開始備貨，出貨時將再通知您。' },
      'order.shipped': { subject: (n) => `訂單已出貨 ${n}`, heading: '訂單已出貨', lead: '您的訂單已交由物流寄出。' },
      'order.finished': { subject: (n) => `訂單已完成 ${n}`, heading: '訂單已完成', lead: '您的訂單已送達，感謝您的支持！' },
      'order.canceled': { subject: (n) => `訂單已取消 ${n}`, heading: '訂單已取消', lead: '' },
      'order.refund_requested': {
        subject: (n) => `已收到取消申請 ${n}`,
        heading: '已收到取消申請',
        lead: '我們已收到您的取消申請，確認後將全額退款；款項退回時會再通知您。',
      },
      'order.refund_declined': {
        subject: (n) => `取消申請未通過 ${n}`,
        heading: '取消申請未通過',
        lead: '您的訂單已在處理中，無法取消，將照常出貨。如有疑問，請聯絡客服。',
      },
      'order.refunded': {
        subject: (n) => `退款完成 ${n}`,
        heading: '退款完成',
        lead: '款項已退回您的付款方式，實際入帳時間依發卡銀行或支付平台而定。',
      },
      'kuji_order.paid': {
        subject: (n) => `一番賞付款完成 ${n}`,
        heading: '付款完成',
        lead: '我們已收到您的付款，抽賞結果將於開獎後以另一封信通知，並顯示在訂單頁面。',
        leadDrawn: '我們已收到您的付款，以下是您抽中的獎品，已放入您的獎品盒。',
      },
      'kuji_order.drawn': {
        subject: (n) => `一番賞抽賞結果 ${n}`,
        heading: '抽賞結果',
        lead: '您的籤已依公開亂數開出，以下是您抽中的獎品，已放入您的獎品盒。',
      },
      'kuji_order.refunded': {
        subject: (n) => `一番賞退款完成 ${n}`,
        heading: '退款完成',
        lead: '您的付款在訂單逾期取消後才收到，未能抽賞，款項已全額退回。',
      },
      'kuji_order.prizes_shipped': {
        subject: (n) => `一番賞獎品已出貨 ${n}`,
        heading: '獎品已出貨',
        lead: '您在獎品盒中的獎品已交由物流寄出。',
      },
      'prize_box.shipped': {
        subject: (n) => `獎品已出貨 ${n}`,
        heading: '獎品已出貨',
        lead: '您申請出貨的獎品已交由物流寄出。',
      },
      'prize_box.reminder': {
        subject: (n) => `您的獎品盒還有 ${n} 件獎品等待出貨`,
        heading: '獎品等您領取',
        lead: '您抽中的一番賞獎品還在獎品盒中。選擇要寄送的獎品並填寫地址，我們就會合併成一個包裹寄出。',
      },
      'prize_box.refunded': {
        subject: (n) => `獎品運費退款完成 ${n}`,
        heading: '退款完成',
        lead: '您的運費在出貨申請逾期後才收到，獎品已放回獎品盒，款項已全額退回。',
      },
      'account.password_changed': {
        subject: () => '您的密碼已變更',
        heading: '密碼已變更',
        lead: '您的帳號密碼剛剛已變更，所有裝置都需要重新登入。若這不是您本人操作，請立即重設密碼。',
        when: (time) => `變更時間：${time}`,
      },
      'product.back_in_stock': {
        subject: (name) => `貨到通知：${name}`,
        heading: '商品已到貨',
        lead: '您登記到貨通知的商品已重新開賣，數量有限，欲購從速。',
      },
    },
  },
  cn: {
    shop: '收藏家商城',
    colon: '：',
    footer: '此邮件由系统自动发送，请勿直接回复。如有问题，请通过商城的客服联系我们。',
    orderNumber: '订单编号',
    total: '订单金额',
    items: '订购商品',
    each: (price, amount) => `${price} × ${amount}`,
    payBy: (time) => `请于 ${time} 前完成付款，逾期订单将自动取消。`,
    carrier: '物流公司',
    tracking: '运单号',
    campaign: '一番赏',
    draws: (n) => `${n} 抽`,
    won: '抽中奖品',
    round: (n) => `开奖依据：drand 第 ${n} 轮公开随机数`,
    view: '查看订单',
    reset: '重设密码',
    reasons: {
      payment_expired: '付款期限已过，订单已自动取消，商品与优惠券已释放。',
      canceled_by_shop: '本店已取消此订单。若您已付款，款项将全额退还。',
      canceled_by_shopper: '您已取消此订单，商品与优惠券已释放。',
    },
    refundAmount: '退款金额',
    latePaymentRefunded: '您的付款在订单取消后才收到，款项已全额退回。',
    price: '售价',
    viewProduct: '查看商品',
    prizes: '奖品',
    shipmentNumber: '发货编号',
    shippingFee: '运费',
    waiting: (n) => `${n} 件奖品`,
    viewPrizeBox: '查看奖品盒',
    events: {
      'order.placed': { subject: (n) => `订单成立通知 ${n}`, heading: '感谢您的订购', lead: '我们已收到您的订单。' },
      'order.paid': { subject: (n) => `付款完成通知 ${n}`, heading: '付款完成', lead: '我们已收到您的付款，将尽快为您备货。' },
      'order.picking': { subject: (n) => `订单备货中 ${n}`, heading: '开始备货', lead: '您的订单已开始备货，发货时将再通知您。' },
      'order.shipped': { subject: (n) => `订单已发货 ${n}`, heading: '订单已发货', lead: '您的订单已交由物流寄出。' },
      'order.finished': { subject: (n) => `订单已完成 ${n}`, heading: '订单已完成', lead: '您的订单已送达，感谢您的支持！' },
      'order.canceled': { subject: (n) => `订单已取消 ${n}`, heading: '订单已取消', lead: '' },
      'order.refund_requested': {
        subject: (n) => `已收到取消申请 ${n}`,
        heading: '已收到取消申请',
        lead: '我们已收到您的取消申请，确认后将全额退款；款项退回时会再通知您。',
      },
      'order.refund_declined': {
        subject: (n) => `取消申请未通过 ${n}`,
        heading: '取消申请未通过',
        lead: '您的订单已在处理中，无法取消，将照常发货。如有疑问，请联系客服。',
      },
      'order.refunded': {
        subject: (n) => `退款完成 ${n}`,
        heading: '退款完成',
        lead: '款项已退回您的付款方式，实际到账时间以发卡银行或支付平台为准。',
      },
      'kuji_order.paid': {
        subject: (n) => `一番赏付款完成 ${n}`,
        heading: '付款完成',
        lead: '我们已收到您的付款，抽赏结果将于开奖后另行邮件通知，并显示在订单页面。',
        leadDrawn: '我们已收到您的付款，以下是您抽中的奖品，已放入您的奖品盒。',
      },
      'kuji_order.drawn': {
        subject: (n) => `一番赏抽赏结果 ${n}`,
        heading: '抽赏结果',
        lead: '您的签已依公开随机数开出，以下是您抽中的奖品，已放入您的奖品盒。',
      },
      'kuji_order.refunded': {
        subject: (n) => `一番赏退款完成 ${n}`,
        heading: '退款完成',
        lead: '您的付款在订单逾期取消后才收到，未能抽赏，款项已全额退回。',
      },
      'kuji_order.prizes_shipped': {
        subject: (n) => `一番赏奖品已发货 ${n}`,
        heading: '奖品已发货',
        lead: '您奖品盒中的奖品已交由物流寄出。',
      },
      'prize_box.shipped': {
        subject: (n) => `奖品已发货 ${n}`,
        heading: '奖品已发货',
        lead: '您申请发货的奖品已交由物流寄出。',
      },
      'prize_box.reminder': {
        subject: (n) => `您的奖品盒还有 ${n} 件奖品等待发货`,
        heading: '奖品等您领取',
        lead: '您抽中的一番赏奖品还在奖品盒中。选择要寄送的奖品并填写地址，我们就会合并成一个包裹寄出。',
      },
      'prize_box.refunded': {
        subject: (n) => `奖品运费退款完成 ${n}`,
        heading: '退款完成',
        lead: '您的运费在发货申请逾期后才收到，奖品已放回奖品盒，款项已全额退回。',
      },
      'account.password_changed': {
        subject: () => '您的密码已修改',
        heading: '密码已修改',
        lead: '您的账号密码刚刚已修改，所有设备都需要重新登录。若这不是您本人操作，请立即重设密码。',
        when: (time) => `修改时间：${time}`,
      },
      'product.back_in_stock': {
        subject: (name) => `到货通知：${name}`,
        heading: '商品已到货',
        lead: '您登记到货通知的商品已重新开售，数量有限，欲购从速。',
      },
    },
  },
  en: {
    shop: 'Collectibles Shop',
    colon: ': ',
    footer: 'This mail was sent automatically; replies are not read. For help, contact us through the shop.',
    orderNumber: 'Order number',
    total: 'Order total',
    items: 'Items',
    each: (price, amount) => `${price} × ${amount}`,
    payBy: (time) => `Please pay by ${time}; an unpaid order is canceled then.`,
    carrier: 'Carrier',
    tracking: 'Tracking number',
    campaign: 'Ichiban Kuji',
    draws: (n) => `${n} draw${n === 1 ? '' : 's'}`,
    won: 'Prizes won',
    round: (n) => `Decided by drand round ${n}`,
    view: 'View your order',
    reset: 'Reset your password',
    reasons: {
      payment_expired: 'It was not paid in time, so it was canceled; its items and coupon are released.',
      canceled_by_shop: 'The shop canceled it. If you had paid, you are refunded in full.',
      canceled_by_shopper: 'You canceled it; its items and coupon are released.',
    },
    refundAmount: 'Refunded',
    latePaymentRefunded: 'Your payment arrived after the order was canceled, so it was refunded in full.',
    price: 'Price',
    viewProduct: 'View the product',
    prizes: 'Prizes',
    shipmentNumber: 'Shipment number',
    shippingFee: 'Shipping',
    waiting: (n) => `${n} ${n === 1 ? 'prize' : 'prizes'}`,
    viewPrizeBox: 'Open your prize box',
    events: {
      'order.placed': { subject: (n) => `Order ${n} received`, heading: 'Thank you for your order', lead: 'We have your order.' },
      'order.paid': {
        subject: (n) => `Order ${n} paid`,
        heading: 'Payment received',
        lead: 'We have your payment and will prepare your order soon.',
      },
      'order.picking': {
        subject: (n) => `Order ${n} is being prepared`,
        heading: 'Stock up',
        lead: 'We are preparing your order; we will tell you when it ships.',
      },
      'order.shipped': {
        subject: (n) => `Order ${n} shipped`,
        heading: 'Your order is on its way',
        lead: 'It has left with the carrier.',
      },
      'order.finished': {
        subject: (n) => `Order ${n} completed`,
        heading: 'Order completed',
        lead: 'Your order was delivered. Thank you for shopping with us!',
      },
      'order.canceled': { subject: (n) => `Order ${n} canceled`, heading: 'Order canceled', lead: '' },
      'order.refund_requested': {
        subject: (n) => `Cancellation of order ${n} requested`,
        heading: 'We have your cancellation request',
        lead: 'Once we confirm it, you are refunded in full; we will tell you when the money is on its way back.',
      },
      'order.refund_declined': {
        subject: (n) => `Order ${n} cannot be canceled`,
        heading: 'Your order will ship',
        lead: 'It is already being prepared, so it cannot be canceled and will ship as planned. Contact us with any question.',
      },
      'order.refunded': {
        subject: (n) => `Order ${n} refunded`,
        heading: 'Refund made',
        lead: 'The money went back to how you paid; when it shows depends on your bank or wallet.',
      },
      'kuji_order.paid': {
        subject: (n) => `Ichiban Kuji order ${n} paid`,
        heading: 'Payment received',
        lead: 'We have your payment; once the draw is made we will mail you your prizes, and they show on the order page.',
        leadDrawn: 'We have your payment. Here are the prizes you won; they are waiting in your prize box.',
      },
      'kuji_order.drawn': {
        subject: (n) => `Ichiban Kuji order ${n}: your prizes`,
        heading: 'Your draw',
        lead: 'Your tickets were drawn by public randomness. Here are the prizes you won; they are waiting in your prize box.',
      },
      'kuji_order.refunded': {
        subject: (n) => `Ichiban Kuji order ${n} refunded`,
        heading: 'Refund made',
        lead: 'Your payment arrived after the order had expired, so nothing was drawn and it was refunded in full.',
      },
      'kuji_order.prizes_shipped': {
        subject: (n) => `Prizes of Ichiban Kuji order ${n} shipped`,
        heading: 'Your prizes are on their way',
        lead: 'The prizes from your prize box have left with the carrier.',
      },
      'prize_box.shipped': {
        subject: (n) => `Your prizes shipped: ${n}`,
        heading: 'Your prizes are on their way',
        lead: 'The prizes you asked us to ship have left with the carrier.',
      },
      'prize_box.reminder': {
        subject: (n) => `${n} Ichiban Kuji ${n === '1' ? 'prize waits' : 'prizes wait'} in your prize box`,
        heading: 'Your prizes are waiting',
        lead: 'Prizes you won are still in your prize box. Choose the ones to send and an address, and we ship them together in one parcel.',
      },
      'prize_box.refunded': {
        subject: (n) => `Shipping for prizes ${n} refunded`,
        heading: 'Refund complete',
        lead: 'Your shipping payment arrived after the shipment request had expired: your prizes are back in your prize box and the money has been refunded in full.',
      },
      'account.password_changed': {
        subject: () => 'Your password was changed',
        heading: 'Password changed',
        lead: "Your account's password was just changed, and every device must sign in again. If this wasn't you, reset your password now.",
        when: (time) => `Changed at ${time}`,
      },
      'product.back_in_stock': {
        subject: (name) => `Back in stock: ${name}`,
        heading: 'Back in stock',
        lead: 'The product you asked us to watch is on sale again, while units last.',
      },
    },
  },
};
