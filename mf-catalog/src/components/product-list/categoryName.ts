import { useStore } from '@nanostores/react';
import { getCategories } from '../../api/categories';
import { $navCategories, setNavigationData, useCategoryNames } from '@shop/shared/stores';

/** `all` or a positive category id, as the API accepts it. */
export const categoryIdPattern = /^(all|[1-9][0-9]{0,8})$/;

/**
 * The categories are loaded by the shell for its menu. A list opened before they arrived (or after that
 * call failed) loads them with its products, so the heading is ready in the same render.
 */
export async function ensureCategories(): Promise<void> {
  if ($navCategories.get().length > 0) return;
  try {
    const { data } = await getCategories({ noGlobalError: true });
    setNavigationData({ categories: data });
  } catch {
    // The heading falls back to the generic title.
  }
}

/** The display name of a category id: a name, null when the categories are known but lack it, else undefined. */
export function useCategoryName(categoryId: string): string | null | undefined {
  const names = useCategoryNames();
  const categories = useStore($navCategories);
  const name = names[Number(categoryId)];
  if (name !== undefined) return name;
  return categories.length > 0 ? null : undefined;
}
