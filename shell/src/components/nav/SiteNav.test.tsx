import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { $cachedPages, addCachedPage } from '@shop/shared/page-cache';
import { buildMenu } from '@shop/shared/stores';
import { renderInRouter } from '../../testing/renderInRouter';
import { SiteNav } from './SiteNav';

const categories = [
  { category_id: 3, display_name: 'Figures' },
  { category_id: 8, display_name: 'Trading cards' },
];
const themes = [{ theme_id: 21, display_name: 'Summer festival', description: '', image: '', is_adult: false }];
const menu = buildMenu(categories, themes);

describe('SiteNav', () => {
  it('lists the fixed items and the API categories and themes, each group starting with All', async () => {
    await renderInRouter(<SiteNav items={menu} orientation="horizontal" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Hot news', 'Products', 'Popular', 'Lucky bag', 'Ichiban Kuji']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    const products = screen.getByTestId('submenu-products');
    const productLinks = within(products).getAllByRole('link', { hidden: true });
    expect(productLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/product-list/all'],
      ['Figures', '/product-list/3'],
      ['Trading cards', '/product-list/8'],
    ]);
    const popularLinks = within(screen.getByTestId('submenu-popular')).getAllByRole('link', { hidden: true });
    expect(popularLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/theme'],
      ['Summer festival', '/theme/21'],
    ]);
  });

  it('opens a sub-menu from its button and closes it with Escape', async () => {
    await renderInRouter(<SiteNav items={menu} orientation="horizontal" />);
    const toggle = screen.getByRole('button', { name: 'Show the Products menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('submenu-products').hidden).toBe(true);
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('submenu-products').hidden).toBe(false);
    await act(async () => fireEvent.keyDown(screen.getByRole('link', { name: 'Figures' }), { key: 'Escape' }));
    expect(screen.getByTestId('submenu-products').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('clears the page cache when an item leads elsewhere, not when it is the current page', async () => {
    const router = await renderInRouter(<SiteNav items={menu} orientation="vertical" />, { path: '/news-list' });
    addCachedPage('NewsList');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Hot news' })));
    expect($cachedPages.get()).toEqual(['NewsList']);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Lucky bag' })));
    expect($cachedPages.get()).toEqual([]);
    expect(router.state.location.pathname).toBe('/lucky-bag');
  });
});
