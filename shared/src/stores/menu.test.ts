import { $categoryMap, $menu, $navCategories, $navThemes, $searchKeywords, buildMenu, setNavigationData } from './menu';

const categories = [
  { category_id: 3, display_name: 'Figures' },
  { category_id: 8, display_name: 'Trading cards' },
];
const themes = [{ theme_id: 21, display_name: 'Summer festival', description: '', image: '', is_adult: false }];

beforeEach(() => {
  $navCategories.set([]);
  $navThemes.set([]);
  $searchKeywords.set([]);
});

describe('buildMenu', () => {
  it('builds the SPEC §2 menu: fixed items, categories and themes behind an All entry', () => {
    const menu = buildMenu(categories, themes);
    expect(menu.map((item) => [item.id, item.to])).toEqual([
      ['news', '/news-list'],
      ['products', '/product-list/all'],
      ['popular', '/theme'],
      ['lucky-bag', '/lucky-bag'],
      ['fanza', '/fanza'],
    ]);
    expect(menu[1]?.children).toEqual([
      { id: 'products-all', to: '/product-list/all', labelKey: 'nav.all' },
      { id: 'category-3', to: '/product-list/3', label: 'Figures' },
      { id: 'category-8', to: '/product-list/8', label: 'Trading cards' },
    ]);
    expect(menu[2]?.children).toEqual([
      { id: 'popular-all', to: '/theme', labelKey: 'nav.all' },
      { id: 'theme-21', to: '/theme/21', label: 'Summer festival' },
    ]);
  });

  it('still offers All when the API returned nothing', () => {
    expect(buildMenu([], [])[1]?.children).toEqual([{ id: 'products-all', to: '/product-list/all', labelKey: 'nav.all' }]);
  });
});

describe('navigation data', () => {
  it('feeds the menu, the category map and the search keywords; a failed list keeps what was there', () => {
    setNavigationData({ categories, themes, searchKeywords: ['Gundam'] });
    expect($categoryMap.get()).toEqual({ 3: 'Figures', 8: 'Trading cards' });
    expect($menu.get()[2]?.children).toHaveLength(2);
    expect($searchKeywords.get()).toEqual(['Gundam']);
    setNavigationData({ categories: undefined, themes: [] });
    expect($navCategories.get()).toEqual(categories);
    expect($menu.get()[2]?.children).toHaveLength(1);
  });
});
