/**
 * A visitor's orders placed in this browser that may still wait for their payment (localStorage `guestOrders`,
 * newest last): the order and its link token, so the checkout can offer to pay or cancel one after Back from the
 * card page. The token is the one the order mail carries; an order is forgotten once paid, canceled or expired.
 */
export interface GuestOrderLink {
  orderId: number;
  token: string;
}

const storageKey = 'guestOrders';
const kept = 5;

export function guestOrderLinks(): GuestOrderLink[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is GuestOrderLink =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as GuestOrderLink).orderId === 'number' &&
            typeof (entry as GuestOrderLink).token === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function store(links: GuestOrderLink[]): void {
  try {
    if (links.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(links.slice(-kept)));
  } catch {
    // Private browsing: the order is still in the mail.
  }
}

export function rememberGuestOrder(link: GuestOrderLink): void {
  store([...guestOrderLinks().filter((entry) => entry.orderId !== link.orderId), link]);
}

export function forgetGuestOrders(orderIds: readonly number[]): void {
  store(guestOrderLinks().filter((entry) => !orderIds.includes(entry.orderId)));
}
