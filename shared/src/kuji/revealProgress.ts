/**
 * How many tickets of each order the shopper has opened in the draw show, kept in local storage so a reload (or
 * coming back later) resumes where they were, and the member's kuji history knows which orders still have
 * tickets to open (with the API's count, `tickets_opened`, which the draw show keeps for the other devices). The tickets themselves always come from the API, which answers the same ones every time: this
 * only remembers how far the show got on this device. Bundled into the apps that read it (the draw show's,
 * the member centre's): the storage key is the contract between them. A subpath of its own
 * (`@shop/shared/kuji/reveal-progress`): it is browser code, and the API imports `@shop/shared/kuji`.
 */
const storageKey = 'kujiRevealed';
/** Enough for any shopper's recent orders; the oldest (lowest order ids: numeric keys keep that order) go first. */
const maxOrders = 50;

type Progress = Record<string, number>;

function read(): Progress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Progress) : {};
  } catch {
    return {};
  }
}

export function revealedCount(orderId: number): number {
  const count = read()[String(orderId)];
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

export function saveRevealedCount(orderId: number, count: number): void {
  const progress = read();
  delete progress[String(orderId)];
  progress[String(orderId)] = count;
  const ids = Object.keys(progress);
  for (const id of ids.slice(0, Math.max(0, ids.length - maxOrders))) delete progress[id];
  try {
    localStorage.setItem(storageKey, JSON.stringify(progress));
  } catch {
    // Private browsing or a full quota: the show still works, a reload starts it again.
  }
}

/**
 * How many of a paid order's tickets are still to open: its draws less the most opened on this device or, as the
 * API keeps it (`tickets_opened`), on any other. Nothing for an order not paid.
 */
export function ticketsNotOpened(order: { order_id: number; status: string; draws: number; tickets_opened?: number }): number {
  if (order.status !== 'paid') return 0;
  return Math.max(order.draws - Math.max(revealedCount(order.order_id), order.tickets_opened ?? 0), 0);
}
