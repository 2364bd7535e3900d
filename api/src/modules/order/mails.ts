import type { Mail } from '../../providers/mail';
import type { Locale } from '../../platform/locale';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  tw: {
    subject: (n: string) => `訂單成立通知 ${n}`,
    line: (n: string) => `感謝您的訂購！您的訂單編號為 ${n}。請用以下連結查看訂單紀錄與付款狀態：`,
  },
  cn: {
    subject: (n: string) => `订单成立通知 ${n}`,
    line: (n: string) => `感谢您的订购！您的订单编号为 ${n}。请用以下链接查看订单记录与付款状态：`,
  },
  en: {
    subject: (n: string) => `Order ${n} received`,
    line: (n: string) => `Thank you for your order ${n}. Follow this link to see your order record and its payment:`,
  },
} as const;

/** A visitor's order confirmation with the signed link to the order record. */
export function guestOrderMail(to: string, orderNumber: string, link: string, locale: Locale): Mail {
  const t = texts[locale];
  return {
    to,
    subject: t.subject(orderNumber),
    text: `${t.line(orderNumber)}\n${link}`,
    html: `<p>${esc(t.line(orderNumber))}</p><p><a href="${esc(link)}">${esc(link)}</a></p>`,
  };
}
