import type { Category } from '../contract';

/** category_id → display_name, for pages that only know a category's id ($categoryMap, useCategoryNames). */
export function categoryNames(categories: readonly Category[]): Record<number, string> {
  return Object.fromEntries(categories.map((category) => [category.category_id, category.display_name]));
}
