import { getCart } from '@shop/shared/cart';
import type { CountryCity, ProductSummary, UserInfo } from '@shop/shared/contract';
import { $user, replaceCart, type CartLine } from '@shop/shared/stores';
import { getProduct } from '../../api/products';
import { getProfile } from '../../api/personal';
import { getCountries, getExpressFees } from '../../api/system';
import type { FeeRow } from '../../lib/shipping';

/** A selected line with the product as the shop sells it now. */
export interface CheckoutItem {
  line: CartLine;
  product: ProductSummary;
}

export interface CheckoutData {
  items: CheckoutItem[];
  fees: FeeRow[];
  countries: CountryCity['data'];
  /** The member's profile; null for a visitor. */
  user: UserInfo | null;
}

/**
 * What the checkout needs: today's fee table and destinations, the selected products (a member's from the cart,
 * fetched again since stock and prices move; a visitor's "buy now" product from the catalogue) and the
 * member's profile to prefill the form.
 */
export async function loadCheckout(selection: readonly CartLine[], signedIn: boolean): Promise<CheckoutData> {
  const [fees, countries, cart, user] = await Promise.all([
    getExpressFees(),
    getCountries(),
    signedIn ? getCart() : null,
    // Without the profile the form is simply not prefilled.
    signedIn
      ? ($user.get() ??
        getProfile({ noGlobalError: true }).then(
          (body) => body.data,
          () => null,
        ))
      : null,
  ]);
  if (cart) replaceCart(cart.data);
  const products = await Promise.all(
    selection.map(
      (line) =>
        cart?.data.find((entry) => entry.product_id === line.product_id)?.product ??
        getProduct(line.product_id).then((body) => body.data),
    ),
  );
  return {
    items: selection.map((line, index) => ({ line, product: products[index]! })),
    fees: fees.data,
    countries: countries.data,
    user,
  };
}
