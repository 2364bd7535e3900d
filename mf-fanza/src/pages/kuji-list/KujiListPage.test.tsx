import { fireEvent, screen, within } from '@testing-library/react';
import type { KujiSummary } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $ageVerify } from '@shop/shared/stores';
import { fakeApi, renderRoutes, settle, type FakeRequest } from '../../testing/renderFanza';
import { kujiSummary } from '../../testing/kujiFixtures';
import KujiListPage from './KujiListPage';

const routes = [
  {
    path: '/fanza',
    element: <KujiListPage />,
    handle: routeHandle({ titleKey: 'fanza:title.list', cache: 'Fanza', noindex: true }),
  },
];

const campaigns: KujiSummary[] = [
  kujiSummary(1, { title: 'Star Sea', tickets_left: 42 }),
  kujiSummary(2, { title: 'Mecha Maidens', price: 390, tickets_left: 3 }),
  kujiSummary(3, { title: 'Summer Swimsuits', adult: true, tickets_left: 50 }),
  kujiSummary(6, { title: 'Magic Academy', status: 'upcoming', starts_at: '2026-11-30T04:00:00.000Z', tickets_left: 50 }),
  kujiSummary(5, { title: 'Dragon Valley', status: 'sold_out', tickets_left: 0 }),
  kujiSummary(4, { title: 'Cat Café', status: 'ended', tickets_left: 38 }),
];

/** The API's list: filtered by status and paged like GET kuji. */
function serveList(all: KujiSummary[] = campaigns): FakeRequest[] {
  return fakeApi({
    'GET kuji': (request) => {
      const {
        status,
        page = 1,
        page_size = 12,
      } = (request.params ?? {}) as { status?: string; page?: number; page_size?: number };
      const matching = all.filter((kuji) => !status || kuji.status === status);
      return {
        status: 200,
        data: { data: matching.slice((page - 1) * page_size, page * page_size), page, page_size, total: matching.length },
      };
    },
  });
}

const card = (id: number) => screen.getAllByTestId('kuji-card').find((element) => element.dataset.kujiId === String(id))!;

beforeEach(() => $ageVerify.set(false));

describe('KujiListPage', () => {
  it('shows each campaign with its picture, title, price per draw, status and tickets left of the box', async () => {
    serveList();
    await renderRoutes(routes, '/fanza');
    await screen.findByTestId('kuji-grid');
    expect(screen.getAllByTestId('kuji-card')).toHaveLength(6);
    const star = within(card(1));
    expect(star.getByRole('link', { name: 'Star Sea' }).getAttribute('href')).toBe('/fanza/1');
    expect(card(1).querySelector('img')!.getAttribute('src')).toBe('/api/v1/images/k-1.webp');
    expect(star.getByText('NT$350').parentElement!.textContent).toBe('NT$350 per draw');
    expect(star.getByTestId('kuji-status').textContent).toBe('On sale');
    expect(star.getByTestId('tickets-left').textContent).toBe('42 of 50 tickets left');
    const meter = star.getByRole('meter', { name: '42 of 50 tickets left' });
    expect([meter.getAttribute('value'), meter.getAttribute('max')]).toEqual(['42', '50']);
    expect(screen.getByTestId('list-count').textContent).toBe('6 campaigns');
  });

  it('labels every status: the start time of an upcoming one (Taipei time), sold out, and “Event has ended”', async () => {
    serveList();
    await renderRoutes(routes, '/fanza');
    await screen.findByTestId('kuji-grid');
    expect(within(card(6)).getByTestId('kuji-status').textContent).toBe('Coming soonSale starts 2026-11-30 12:00');
    expect(within(card(5)).getByTestId('kuji-status').textContent).toBe('Sold out');
    expect(within(card(5)).getByRole('meter').getAttribute('value')).toBe('0');
    expect(within(card(4)).getByTestId('kuji-status').textContent).toBe('Event has ended');
  });

  it('marks an adult campaign 18+ and veils its picture until the visitor confirmed their age', async () => {
    serveList();
    await renderRoutes(routes, '/fanza');
    await screen.findByTestId('kuji-grid');
    expect(card(3).dataset.adult).toBe('true');
    expect(within(card(3)).getByTitle('For adults only').textContent).toBe('18+For adults only');
    expect(card(3).querySelector('[data-veiled]')).not.toBeNull();
    expect(card(1).querySelector('[data-badge="adult"]')).toBeNull();
  });

  it('keeps the status tab in the address and asks the API for that status only', async () => {
    const requests = serveList();
    const router = await renderRoutes(routes, '/fanza');
    await screen.findByTestId('kuji-grid');
    const tabs = screen.getByRole('navigation', { name: 'Campaign status' });
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(tabs).getByRole('link', { name: 'Sold out' }));
    await settle();
    expect(router.state.location.search).toBe('?status=sold_out');
    expect(requests.at(-1)!.params).toEqual({ status: 'sold_out', page: 1, page_size: 12 });
    expect(screen.getAllByTestId('kuji-card').map((element) => element.dataset.kujiId)).toEqual(['5']);
    expect(within(tabs).getByRole('link', { name: 'Sold out' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('list-count').textContent).toBe('1 campaign');
  });

  it('pages through a long list with numbered links that keep the tab', async () => {
    const many = Array.from({ length: 30 }, (_, index) => kujiSummary(index + 1));
    const requests = serveList(many);
    await renderRoutes(routes, '/fanza?status=on_sale&page=3');
    await screen.findByTestId('kuji-grid');
    expect(requests[0]!.params).toEqual({ status: 'on_sale', page: 3, page_size: 12 });
    expect(screen.getAllByTestId('kuji-card')).toHaveLength(6);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { current: 'page' }).textContent).toBe('3');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/fanza?status=on_sale&page=2');
  });

  it('says when there are no campaigns, and offers all of them when a tab is empty', async () => {
    serveList([kujiSummary(1)]);
    const router = await renderRoutes(routes, '/fanza?status=ended');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No campaigns with this status.');
    fireEvent.click(screen.getByRole('link', { name: 'Show all campaigns' }));
    await settle();
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId('kuji-card')).toHaveLength(1);
  });

  it('says so when there is no campaign at all', async () => {
    serveList([]);
    await renderRoutes(routes, '/fanza');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No campaigns yet. Check back soon!');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('holds the grid’s place with placeholders while the list loads', async () => {
    fakeApi({ 'GET kuji': () => new Promise(() => {}) });
    await renderRoutes(routes, '/fanza');
    const skeleton = screen.getByTestId('kuji-grid-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(12);
  });

  it('speaks traditional Chinese, the shop’s default language', async () => {
    serveList();
    await renderRoutes(routes, '/fanza', 'tw');
    await screen.findByTestId('kuji-grid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('一番賞');
    expect(within(card(4)).getByTestId('kuji-status').textContent).toBe('活動已結束');
    expect(within(card(1)).getByTestId('tickets-left').textContent).toBe('剩餘 42 / 50 張籤');
  });
});
