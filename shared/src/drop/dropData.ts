import type { DropInfo, DropKind, ItemDrop } from '@shop/shared/contract';
import type { PageDataRequest } from '@shop/shared/page-cache';
import { ApiError } from '@shop/shared/transport';
import { getDrop } from './endpoints';

/**
 * An item page's drop, for its route's loader: the drop, or null when the item sells without a queue. The item's own
 * read says which (`itemDrop`, its `drop` field): one that is no drop asks nothing of drop/…; else the API's 404 says
 * it too (the drop ended since). Any other failure is the page's to ignore: the purchase endpoint still refuses a
 * drop's buy without admission.
 */
export const dropData = (kind: DropKind, targetId: number | null, itemDrop: () => Promise<ItemDrop | null>) =>
  ({
    key: `drop:${kind}:${targetId}`,
    load: async (): Promise<DropInfo | null> => {
      if (targetId === null || (await itemDrop()) === null) return null;
      try {
        return (await getDrop(kind, targetId, { noGlobalError: true })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  }) satisfies PageDataRequest;

/**
 * An item route's requests: the item, and its drop, whose request waits for the item's one read (`dropOf` finds the
 * item's `drop` field in what that read answers) rather than reading the item again.
 */
export function itemAndDropData<T>(
  item: PageDataRequest<T>,
  kind: DropKind,
  targetId: number | null,
  dropOf: (read: T) => ItemDrop | null,
) {
  let read: Promise<T> | undefined;
  const load = () => (read ??= item.load());
  return [{ ...item, load }, dropData(kind, targetId, async () => dropOf(await load()))];
}
