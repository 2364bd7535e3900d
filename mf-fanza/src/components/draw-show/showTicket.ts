import type { KujiTicket } from '@shop/shared/contract';

/** A ticket as the draw show reveals it: an order's drawn ticket, or one of a demo box. */
export type ShowTicket = KujiTicket;

/** The Last One prize, shown beside the ticket that won it. */
export interface LastOnePrize {
  name: string;
  image: string;
}
