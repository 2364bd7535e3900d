import { atom } from 'nanostores';
import type { FeeRow } from './shipping';

/**
 * SPEC §3 cart store `shippingFee`: the fee table (`system/express-fee`) the cart estimated with, so the
 * checkout can tell the shopper when the fee it charges differs ('Shipping costs updated'). In memory only.
 * It lives in this remote, not in @shop/shared/stores: no other app reads it.
 */
export const $shippingFee = atom<readonly FeeRow[] | null>(null);
