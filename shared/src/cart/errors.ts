import { apiErrors } from '@shop/shared/errors';
import { i18next } from '@shop/shared/i18n';
import { defaultLocale, isLocale } from '@shop/shared/stores';

/** The cart errors SPEC §8 names for adding to the cart, from the one error catalogue. */
const cartErrors = [
  apiErrors.OUT_OF_STOCK,
  apiErrors.CART_LIMIT,
  apiErrors.QUANTITY_LIMIT,
  apiErrors.ADD_TO_CART_FAILED,
  apiErrors.PURCHASE_SEPARATELY,
];

/** Per-code messages for a cart call in the language on screen (callApi shows these first, SPEC §8). */
export function cartErrorMessages(): Record<number, string> {
  const locale = isLocale(i18next.language) ? i18next.language : defaultLocale;
  return Object.fromEntries(cartErrors.map((entry) => [entry.code, entry.messages[locale]]));
}
