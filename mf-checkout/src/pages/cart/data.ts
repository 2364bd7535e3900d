import { getCart } from '@shop/shared/cart';
import type { PageDataRequest } from '@shop/shared/page-cache';
import { replaceCart } from '@shop/shared/stores';
import { getCountries, getExpressFees } from '../../api/system';
import { $shippingFee } from '../../lib/shippingFee';

/** The cart as the API has it now (stock and limits change), with what the page needs to price shipping. */
async function loadCart() {
  const [cart, fees, countries] = await Promise.all([getCart(), getExpressFees(), getCountries()]);
  replaceCart(cart.data);
  $shippingFee.set(fees.data);
  return { fees: fees.data, countries: countries.data };
}

/** What the cart page prices its lines with (the lines themselves are in the cart store). */
export type CartReference = Awaited<ReturnType<typeof loadCart>>;

/** `/cart`: the lines and the shipping references. Its route starts it with the page's code, for a member. */
export const cartData = () => ({ key: 'cart', load: loadCart }) satisfies PageDataRequest;
