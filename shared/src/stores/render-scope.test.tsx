import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { atom } from 'nanostores';
import { categoryNames } from './category-names';
import { $navCategories } from './menu';
import { RenderScopeContext, useCategoryNames, type RenderScope } from './render-scope';

const categories = [
  { category_id: 3, display_name: 'Figures' },
  { category_id: 8, display_name: 'Trading cards' },
];

beforeEach(() => $navCategories.set([{ category_id: 1, display_name: 'Stored' }]));

describe('categoryNames', () => {
  it('maps each category id to its display name', () => {
    expect(categoryNames(categories)).toEqual({ 3: 'Figures', 8: 'Trading cards' });
    expect(categoryNames([])).toEqual({});
  });
});

describe('useCategoryNames', () => {
  it("names the render's own categories on the server, the store's in the browser", () => {
    const scope: RenderScope = { locale: 'en', navigation: { categories, themes: [], searchKeywords: [] }, meta: atom({}) };
    const wrapper = ({ children }: { children: ReactNode }) => <RenderScopeContext value={scope}>{children}</RenderScopeContext>;
    expect(renderHook(() => useCategoryNames(), { wrapper }).result.current).toEqual({ 3: 'Figures', 8: 'Trading cards' });
    expect(renderHook(() => useCategoryNames()).result.current).toEqual({ 1: 'Stored' });
  });
});
