import type { CancelReason } from '@shop/shared/contract';

// What the shop tells a shopper, as the outbox keeps it: the facts of a state change at the moment it happened (in
// the recipient's language), enough to write its mail later without reading anything else. Links are added at
// delivery: a guest's order link is signed then, so a mail sent after a retry carries a fresh one.

/** An order's line as the mail shows it (the name in the order's language). */
export interface NoticeItem {
  name: string;
  amount: number;
  unitPrice: number;
}

interface OrderFacts {
  orderNumber: string;
  /** What the shopper pays (TWD), shipping included. */
  total: number;
  items: NoticeItem[];
}

export type Notice =
  | ({ event: 'order.placed'; payBy: string } & OrderFacts)
  | ({ event: 'order.paid' } & OrderFacts)
  | ({ event: 'order.picking' } & OrderFacts)
  | ({ event: 'order.shipped'; carrier: string | null; trackingCode: string | null } & OrderFacts)
  | ({ event: 'order.finished' } & OrderFacts)
  | ({ event: 'order.canceled'; reason: CancelReason } & OrderFacts)
  | ({ event: 'order.refund_requested' } & OrderFacts)
  | ({ event: 'order.refund_declined' } & OrderFacts)
  | ({ event: 'order.refunded'; amount: number; latePayment: boolean } & OrderFacts)
  | {
      event: 'kuji_order.paid' | 'kuji_order.drawn';
      orderNumber: string;
      campaign: string;
      draws: number;
      total: number;
      /** What the draws won, once drawn (a paid order of a beacon-drawn campaign is drawn after its round). */
      prizes: string[];
      /** The beacon round that decided them; null for a campaign drawn at payment. */
      round: number | null;
    }
  | { event: 'kuji_order.refunded'; orderNumber: string; campaign: string; draws: number; total: number; amount: number }
  | {
      event: 'kuji_order.prizes_shipped';
      orderNumber: string;
      campaign: string;
      draws: number;
      total: number;
      trackingCode: string | null;
    }
  | {
      event: 'prize_box.shipped';
      /** The shipment's number (P…). */
      orderNumber: string;
      /** Its postage (TWD). */
      total: number;
      carrier: string | null;
      trackingCode: string | null;
      prizes: string[];
    }
  | { event: 'prize_box.reminder'; count: number }
  | { event: 'prize_box.refunded'; orderNumber: string; total: number; amount: number }
  | { event: 'account.password_changed'; at: string }
  | { event: 'product.back_in_stock'; product: string; price: number };

export type NoticeEvent = Notice['event'];

/** A notice with where its mail's button leads (the order's record, the member centre). */
export type DeliveredNotice = Notice & { link: string };
