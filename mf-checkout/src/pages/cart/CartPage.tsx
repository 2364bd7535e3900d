import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import type { CartItem, OrderDetail } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { $cartList, $selectedList, $signedIn, $user, useLocale } from '@shop/shared/stores';
import { ErrorState, SummaryColumns, SummaryPage } from '@shop/shared/ui';
import { PendingOrders } from '../../components/pending-order/PendingOrders';
import { linesOf, usePendingOrders } from '../../components/pending-order/usePendingOrders';
import { groupCart, groupKey, lineKind, lineOrigin, type CartGroup } from '../../lib/cartGroups';
import { $deliveryCountry, defaultCountry } from '../../lib/destination';
import { checkoutRefusal, refusalToAdd, selectAllOf, selectedLines, toSelectedList } from '../../lib/selection';
import { shipsTo } from '../../lib/shipping';
import { ns } from '../../namespace';
import { BlockedSection } from './BlockedSection';
import { CartGroupSection } from './CartGroupSection';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import { cartData, type CartReference as Reference } from './data';
import { DestinationPicker } from './DestinationPicker';
import { EmptyCart } from './EmptyCart';
import { useLineActions } from './useLineActions';
import * as styles from './cart-page.module.css';

/** /cart (members only): the lines grouped as they can be checked out, the selection and its totals. */
export default function CartPage() {
  const request = cartData();
  const { data, error, reload } = usePageData(request.key, request.load);
  const lines = useStore($cartList);
  // An order left unpaid (Back from the card page) took its lines out of the cart: it is offered here to pay or
  // cancel; canceled, its lines are back in the cart and chosen for checkout again.
  const pending = usePendingOrders(useStore($signedIn));
  const putBack = (order: OrderDetail) => {
    $selectedList.set(linesOf(order));
    reload();
    pending.reload();
  };
  const pendingOrders = <PendingOrders orders={pending.orders} onCanceled={putBack} onChanged={pending.reload} />;
  if (error) return <ErrorState onRetry={reload} />;
  if (!data) return <CartSkeleton />;
  if (lines.length === 0) return <EmptyCart>{pendingOrders}</EmptyCart>;
  return <CartView lines={lines} reference={data} pendingOrders={pendingOrders} />;
}

function CartView({ lines, reference, pendingOrders }: { lines: CartItem[]; reference: Reference; pendingOrders: ReactNode }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const user = useStore($user);
  const locale = useLocale();
  const chosenCountry = useStore($deliveryCountry);
  const stored = useStore($selectedList);
  const actions = useLineActions();
  const [notice, setNotice] = useState<string | null>(null);

  const { fees, countries } = reference;
  const countryCode = countries.some((country) => country.country_code === chosenCountry)
    ? chosenCountry
    : defaultCountry(countries, user, locale);
  const { groups, blocked } = groupCart(lines, { countryCode, shipsFrom: (origin) => shipsTo(fees, countryCode, origin) });
  const selected = selectedLines(
    stored,
    groups.flatMap((group) => group.lines),
  );
  const selectedIds = new Set(selected.map((line) => line.product_id));

  const choose = (next: CartItem[]) => {
    setNotice(null);
    $selectedList.set(toSelectedList(next));
  };
  const selectLine = (line: CartItem, on: boolean) => {
    if (!on) return choose(selected.filter((other) => other.product_id !== line.product_id));
    const refusal = refusalToAdd(line, selected);
    if (refusal) setNotice(t(`cart.refusal.${refusal}`));
    else choose([...selected, line]);
  };
  // "Select all" of a group makes that group the selection: one origin and kind per checkout.
  const selectGroup = (group: CartGroup, on: boolean) =>
    choose(
      on
        ? selectAllOf(group)
        : selected.filter((line) => groupKey({ kind: lineKind(line), origin: lineOrigin(line) }) !== groupKey(group)),
    );
  const checkout = () => {
    const refusal = checkoutRefusal(selected, groups);
    if (refusal) return setNotice(t(`cart.refusal.${refusal}`));
    $selectedList.set(toSelectedList(selected));
    track.beginCheckout(selected.map((line) => ({ ...line.product, amount: line.amount })));
    navigate('/checkout');
  };

  return (
    <SummaryPage title={t('title.cart')} data-testid="cart-page">
      {pendingOrders}
      <SummaryColumns
        mainClassName={styles.main}
        summary={<CartSummary selected={selected} fees={fees} countryCode={countryCode} notice={notice} onCheckout={checkout} />}
      >
        <DestinationPicker countries={countries} value={countryCode} onChange={(code) => $deliveryCountry.set(code)} />
        {groups.map((group) => (
          <CartGroupSection
            key={groupKey(group)}
            group={group}
            selected={selectedIds}
            onSelect={selectLine}
            onSelectAll={selectGroup}
            actions={actions}
          />
        ))}
        <BlockedSection lines={blocked} actions={actions} />
      </SummaryColumns>
    </SummaryPage>
  );
}
