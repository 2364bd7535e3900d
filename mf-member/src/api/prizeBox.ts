import type {
  ExpressFee,
  PrizeBoxBody,
  PrizeShipmentBody,
  PrizeShipmentList,
  PrizeShipmentQuote,
  PrizeShipmentQuoteRequest,
  PrizeShipmentRequest,
} from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET prize-box: the member's won prizes in no live shipment, across campaigns, oldest won first. */
export const getPrizeBox = (options?: CallOptions) => callApi<PrizeBoxBody>({ method: 'GET', url: 'prize-box' }, options);

/** GET prize-shipment: the member's latest 50 shipments, newest first. */
export const getPrizeShipments = (options?: CallOptions) =>
  callApi<PrizeShipmentList>({ method: 'GET', url: 'prize-shipment' }, options);

export const getPrizeShipment = (id: number, options?: CallOptions) =>
  callApi<PrizeShipmentBody>({ method: 'GET', url: `prize-shipment/${id}` }, options);

/** POST prize-shipment/quote: the parcel's postage, holding nothing. */
export const quotePrizeShipment = (body: PrizeShipmentQuoteRequest, options?: CallOptions) =>
  callApi<PrizeShipmentQuote>({ method: 'POST', url: 'prize-shipment/quote', data: body }, options);

/** POST prize-shipment: one parcel of these prizes, unpaid with its payment started (or paid when free). */
export const requestPrizeShipment = (body: PrizeShipmentRequest, options?: CallOptions) =>
  callApi<PrizeShipmentBody>({ method: 'POST', url: 'prize-shipment', data: body }, options);

/** POST prize-shipment/{id}: a new payment for an unpaid shipment. */
export const payPrizeShipmentAgain = (id: number, options?: CallOptions) =>
  callApi<PrizeShipmentBody>({ method: 'POST', url: `prize-shipment/${id}`, data: {} }, options);

/** The routes from the shop's Taiwan warehouse, where prizes leave from: which methods go where. */
export const getPrizeRoutes = (countryCode: string, options?: CallOptions) =>
  callApi<ExpressFee>(
    { method: 'GET', url: 'system/express-fee', params: { country_code: countryCode, ships_from: 'TW' } },
    options,
  );
