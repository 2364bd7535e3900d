/** What a product is filed under: the categories and themes the editor and the list's filter offer. */
import { adminApi } from '../../api/client';
import type { InLanguages } from './productForm';

// The contract exports these schemas (AdminCategory, AdminTheme) but not their types: the fields the console reads.
interface Named {
  id: number;
  name: InLanguages;
}

export interface CatalogueChoices {
  categories: Named[];
  themes: (Named & { adult: boolean })[];
}

export async function catalogueChoices(signal: AbortSignal): Promise<CatalogueChoices> {
  const [categories, themes] = await Promise.all([
    adminApi.get<{ data: CatalogueChoices['categories'] }>('/categories', { signal }),
    adminApi.get<{ data: CatalogueChoices['themes'] }>('/themes', { signal }),
  ]);
  return { categories: categories.data.data, themes: themes.data.data };
}

/** A catalogue text in the console's language (Traditional Chinese when the language is not one of the three). */
export const inLanguage = (text: InLanguages, language: string): string => text[language as keyof InLanguages] ?? text.tw;
