import { act } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next, initI18n } from '@shop/shared/i18n';
import { uiNamespace } from './namespace';
import { Pager } from './Pager';
import { pageCount, pageWindow, type PagerSlot } from './pageWindow';

/** A window as text: `1 2 3 … 9`. */
const show = (slots: PagerSlot[]) => slots.map((slot) => (slot.type === 'gap' ? '…' : String(slot.page))).join(' ');

describe('pageWindow', () => {
  it('lists every page when they fit', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('has no pages for an empty list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('puts a gap before the last page near the start', () => {
    expect(show(pageWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('puts gaps on both sides in the middle', () => {
    expect(show(pageWindow(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageWindow(10, 417))).toBe('1 … 9 10 11 … 417');
  });

  it('puts a gap after the first page near the end', () => {
    expect(show(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(20, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(16, 20))).toBe('1 … 15 16 17 … 20');
  });

  it('keeps the same number of slots on every page, so the pager never changes width', () => {
    for (let page = 1; page <= 30; page++) expect(pageWindow(page, 30)).toHaveLength(7);
  });

  it('never hides a single page behind a gap', () => {
    for (let total = 1; total <= 12; total++) {
      for (let page = 1; page <= total; page++) {
        const slots = pageWindow(page, total);
        slots.forEach((slot, index) => {
          if (slot.type !== 'gap') return;
          const before = slots[index - 1] as { page: number };
          const after = slots[index + 1] as { page: number };
          expect(after.page - before.page).toBeGreaterThan(2);
        });
      }
    }
  });

  it('brings an out-of-range page back into range', () => {
    expect(show(pageWindow(99, 3))).toBe('1 2 3');
    expect(show(pageWindow(0, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(Number.NaN, 3))).toBe('1 2 3');
  });

  it('more siblings widen the window', () => {
    expect(show(pageWindow(10, 20, 2))).toBe('1 … 8 9 10 11 12 … 20');
  });
});

describe('pageCount', () => {
  it('rounds up and has no pages for nothing', () => {
    expect(pageCount(0, 24)).toBe(0);
    expect(pageCount(1, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(10_000, 24)).toBe(417);
  });
});

describe('Pager', () => {
  const renderPager = async (page: number, totalPages: number) => {
    await initI18n('en');
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces(uiNamespace);
    const element = <Pager page={page} totalPages={totalPages} hrefFor={(n) => ({ search: `?page=${n}` })} />;
    const router = createMemoryRouter([{ path: '/product-list/all', element }], { initialEntries: ['/product-list/all'] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
  };

  it('is a navigation landmark with the current page marked', async () => {
    await renderPager(5, 20);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('5');
    expect(current.getAttribute('aria-label')).toBe('Page 5');
    expect(
      within(nav)
        .getAllByRole('link', { current: false })
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '4', '6', '20', 'Next']);
  });

  it('links every page, previous and next to their URLs', async () => {
    await renderPager(5, 20);
    expect(screen.getByRole('link', { name: 'Page 20' }).getAttribute('href')).toBe('/product-list/all?page=20');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/product-list/all?page=4');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/product-list/all?page=6');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    await renderPager(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });

  it('is not shown for a single page', async () => {
    await renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
