/** The prize shipments page's URL (which status it lists) and its ship form's request. */
import type { AdminOrderShip } from '@shop/shared/contract';

export const statuses = ['paid', 'pending_payment', 'shipped', 'expired'] as const;
export type ShipmentStatus = (typeof statuses)[number];

/** The URL's status when it is one of the four, else the API's default (paid: waiting to be shipped). */
export function shipmentStatus(search: URLSearchParams): ShipmentStatus {
  const asked = search.get('status');
  return statuses.find((s) => s === asked) ?? 'paid';
}

/** POST prize-shipments/{shipment_id}/ship's body from the row's form, spaces around each value dropped. */
export const shipRequest = (form: FormData): AdminOrderShip => ({
  carrier: String(form.get('carrier') ?? '').trim(),
  tracking_code: String(form.get('tracking_code') ?? '').trim(),
});
