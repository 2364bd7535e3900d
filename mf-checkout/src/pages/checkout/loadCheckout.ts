import { getCart } from '@shop/shared/cart';
import type { CountryCity, ProductSummary, UserInfo } from '@shop/shared/contract';
import { $user, replaceCart, type CartLine } from '@shop/shared/stores';
import { getProduct } from '../../api/products';
import { getProfile } from '../../api/personal';
import { getCountries, getExpressFees } from '../../api/system';
import type { FeeRow } from '../../lib/shipping';
import type { SetItemView } from '../../components/sub-products/SubProducts';

/** A selected line with the product as the shop sells it now, and its set items named and priced. */
export interface CheckoutItem {
  line: CartLine;
  product: ProductSummary;
  setItems: SetItemView[];
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
  // A cart line names and prices its set items; a product page ("buy now") lists what it offers.
  const found = await Promise.all(
    selection.map(async (line) => {
      const entry = cart?.data.find((candidate) => candidate.product_id === line.product_id);
      if (entry) return { product: entry.product, offered: entry.sub_product_infos };
      const { data } = await getProduct(line.product_id);
      return {
        product: data,
        offered: data.set_items.map((s) => ({
          product_id: s.item.product_id,
          display_name: s.item.display_name,
          unit_price: s.unit_price,
        })),
      };
    }),
  );
  return {
    items: selection.map((line, index) => {
      const { product, offered } = found[index]!;
      const setItems = (line.sub_product_infos ?? []).map((sub) => {
        const named = offered.find((candidate) => candidate.product_id === sub.product_id);
        return { ...sub, display_name: named?.display_name ?? `#${sub.product_id}`, unit_price: named?.unit_price ?? 0 };
      });
      return { line, product, setItems };
    }),
    fees: fees.data,
    countries: countries.data,
    user,
  };
}
