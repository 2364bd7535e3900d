import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { KujiDetail } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $currentPageIsR18, $pageMeta, $toasts } from '@shop/shared/stores';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderFanza';
import { kujiDetail, kujiSummary, revealedKuji, tiers } from '../../testing/kujiFixtures';
import KujiPage from './KujiPage';

const routes = [
  { path: '/fanza/:kujiId', element: <KujiPage />, handle: routeHandle({ titleKey: 'fanza:title.kuji', adultCheck: true }) },
];

function serve(...answers: KujiDetail[]): FakeRequest[] {
  let read = 0;
  return fakeApi({
    [`GET kuji/${answers[0]!.kuji_id}`]: () => ({ status: 200, data: { data: answers[Math.min(read++, answers.length - 1)] } }),
  });
}

async function openKuji(...answers: KujiDetail[]) {
  const requests = serve(...answers);
  const router = await renderRoutes(routes, `/fanza/${answers[0]!.kuji_id}`);
  await screen.findByRole('heading', { level: 1, name: answers[0]!.title });
  return { router, requests };
}

/** The board as `tier remaining/initial odds` lines. */
const board = () =>
  screen
    .getAllByTestId('board-tier')
    .map(
      (tier) =>
        `${tier.dataset.tier} ${within(tier).getByTestId('tier-remaining').textContent} ${within(tier).getByTestId('tier-odds').textContent}`,
    );

const buyButton = (name: RegExp) => within(screen.getByTestId('buy-panel')).getByRole('button', { name });

beforeEach(() => $toasts.set([]));
afterEach(() => jest.useRealTimers());

describe('KujiPage', () => {
  it('shows the board: every tier with its remaining of initial count and its chance on the next draw', async () => {
    await openKuji(kujiDetail());
    expect(board()).toEqual(['A 2 / 2 4.8%', 'B 4 / 4 9.5%', 'C 10 / 12 23.8%', 'D 26 / 32 61.9%']);
    expect(screen.getByTestId('board-summary').textContent).toBe('42 of 50 tickets still in the boxLive');
    expect(within(screen.getByTestId('last-one')).getByTestId('last-one-state').textContent).toBe(
      'Goes to whoever draws the final ticket.',
    );
  });

  it('shows the campaign’s cap per member and how many draws the signed-in member has', async () => {
    await openKuji(kujiDetail({ member_limit: 6, member_draws: 2 }));
    expect(screen.getByTestId('member-limit').textContent).toBe('Up to 6 draws (you have 2 draws)');
  });

  it('shows the cap alone to a visitor signed out', async () => {
    await openKuji(kujiDetail({ member_limit: 6 }));
    expect(screen.getByTestId('member-limit').textContent).toBe('Up to 6 draws');
  });

  it('shows no cap per member for a campaign without one', async () => {
    await openKuji(kujiDetail());
    expect(screen.queryByTestId('member-limit')).toBeNull();
  });

  it('shows the campaign: pictures, price per draw, tickets left, sale period, rules as text', async () => {
    await openKuji(kujiDetail());
    expect(screen.getByRole('img', { name: 'Star Sea Voyagers Ichiban Kuji, picture 1 of 2' })).toBeTruthy();
    expect(screen.getByTestId('kuji-price').textContent).toBe('NT$350 per draw');
    expect(screen.getByRole('meter', { name: '42 of 50 tickets left' })).toBeTruthy();
    expect(screen.getByTestId('sale-period').textContent).toBe('2026-10-24 12:00 – 2036-10-21 12:00');
    expect(screen.getByTestId('kuji-rules').textContent).toBe('Each draw wins one prize.\nPrizes wait in your prize box.');
    expect($pageMeta.get().title).toBe('Star Sea Voyagers Ichiban Kuji');
  });

  it('gives link previews the price per draw, and search engines the campaign as a product with one offer', async () => {
    await openKuji(kujiDetail());
    expect($pageMeta.get()).toMatchObject({ kind: 'product', price: { amount: 350, currency: 'TWD' }, adult: false });
    expect($pageMeta.get().structuredData).toMatchObject([
      {
        '@type': 'Product',
        name: 'Star Sea Voyagers Ichiban Kuji',
        url: `${location.origin}/fanza/1?lang=tw`,
        offers: { price: 350, priceCurrency: 'TWD', availability: 'https://schema.org/InStock' },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [{ position: 1 }, { position: 2, item: `${location.origin}/fanza?lang=tw` }, { position: 3 }],
      },
    ]);
  });

  it('buys 1, 3, 5 or 10 draws straight at the checkout; all remaining only within the per-order limit', async () => {
    const { router } = await openKuji(kujiDetail());
    for (const draws of [1, 3, 5, 10])
      expect(buyButton(new RegExp(`^${draws} draws? NT\\$`)).hasAttribute('disabled')).toBe(false);
    expect(buyButton(/^All remaining \(42\)/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('buy-note').textContent).toBe('One order buys up to 10 draws.');
    expect(buyButton(/^3 draws/).textContent).toBe('3 drawsNT$1,050');
    await act(async () => fireEvent.click(buyButton(/^3 draws/)));
    expect(router.state.location.pathname + router.state.location.search).toBe('/fanza/checkout?kuji=1&draws=3');
  });

  it('caps the buttons at the tickets left, and buys all of them with the last button', async () => {
    const { router } = await openKuji(
      kujiDetail({ ...kujiSummary(1, { title: 'Mecha Maidens', tickets_left: 3 }), tiers: tiers([0, 1, 0, 2]) }),
    );
    expect(buyButton(/^3 draws/).hasAttribute('disabled')).toBe(false);
    expect(buyButton(/^5 draws/).hasAttribute('disabled')).toBe(true);
    expect(buyButton(/^10 draws/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('buy-note').textContent).toBe('Only 3 tickets left.');
    expect(board()).toEqual(['A 0 / 2 0.0%', 'B 1 / 4 33.3%', 'C 0 / 12 0.0%', 'D 2 / 32 66.7%']);
    await act(async () => fireEvent.click(buyButton(/^All remaining \(3\)/)));
    expect(router.state.location.search).toBe('?kuji=1&draws=3');
  });

  it('disables buying when the campaign is not on sale, and says why', async () => {
    await openKuji(kujiDetail({ status: 'upcoming', starts_at: '2026-11-30T04:00:00.000Z', tickets_left: 50 }));
    const buttons = within(screen.getByTestId('buy-panel')).getAllByRole('button');
    expect(buttons.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByTestId('buy-note').textContent).toBe('Sale starts 2026-11-30 12:00.');
    expect(buttons[0]!.getAttribute('aria-describedby')).toBe(screen.getByTestId('buy-note').id);
  });

  it('says an ended campaign has ended', async () => {
    await openKuji(kujiDetail({ status: 'ended' }));
    expect(screen.getByTestId('buy-note').textContent).toBe('Event has ended.');
    expect(screen.getByTestId('kuji-status').textContent).toBe('Event has ended');
  });

  it('publishes the commitment before the reveal, and the seed with a way to verify after it', async () => {
    await openKuji(kujiDetail());
    expect(screen.getByTestId('seed-hash').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('ticket-list-hash').textContent).toBe('d'.repeat(64));
    expect(screen.getByText('hmac-sha256-fisher-yates-v1')).toBeTruthy();
    expect(screen.getByTestId('seed-pending').textContent).toBe(
      'Not revealed yet: the seed is published when the box sells out or the campaign ends.',
    );
    expect(screen.queryByRole('link', { name: 'Verify this box' })).toBeNull();
    // The FAQ opens with this campaign picked in its verifier, which says when it can be checked.
    expect(screen.getByRole('link', { name: 'How fairness works and how to check it' }).getAttribute('href')).toBe(
      '/fanza/faq?kuji=1#fairness',
    );
  });

  it('shows a revealed box’s seed, its Last One won, and links to the verifier for it', async () => {
    const revealed = await revealedKuji();
    await openKuji(revealed);
    expect(screen.getByTestId('seed').textContent).toBe(revealed.fairness.seed);
    expect(screen.getByRole('link', { name: 'Verify this box' }).getAttribute('href')).toBe('/fanza/faq?kuji=5#verifier');
    expect(screen.getByRole('link', { name: 'How fairness works and how to check it' }).getAttribute('href')).toBe(
      '/fanza/faq?kuji=5#fairness',
    );
    expect(screen.getByTestId('last-one').dataset.won).toBe('true');
    expect(screen.getByTestId('board-summary').textContent).toBe('0 of 50 tickets still in the box');
    expect(board()[0]).toBe('A 0 / 2 0.0%');
  });

  it('keeps the board live: reads it again every few seconds while the tab is visible, not while hidden', async () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const later = kujiDetail({ tickets_left: 39, tiers: tiers([1, 4, 10, 24]) });
    const { requests: all } = await openKuji(kujiDetail(), later);
    // The campaign's reads (the page also asks once whether it is a drop).
    const reads = () => all.filter((request) => request.url === 'kuji/1').length;
    expect(reads()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(reads()).toBe(2);
    expect(board()).toEqual(['A 1 / 2 2.6%', 'B 4 / 4 10.3%', 'C 10 / 12 25.6%', 'D 24 / 32 61.5%']);
    expect(screen.getByRole('meter', { name: '39 of 50 tickets left' })).toBeTruthy();

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reads()).toBe(2);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(reads()).toBe(3);
  });

  it('tells the shell an adult campaign is adult content, so its age gate applies', async () => {
    await openKuji(kujiDetail({ adult: true }));
    expect($currentPageIsR18.get()).toBe(true);
    expect(screen.getByTitle('For adults only')).toBeTruthy();
  });

  it('says a campaign that does not exist was not found, without an error toast', async () => {
    fakeApi({});
    await renderRoutes(routes, '/fanza/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all campaigns' }).getAttribute('href')).toBe('/fanza');
    expect($toasts.get()).toEqual([]);
  });

  it('treats a malformed id as not found without asking the API', async () => {
    const requests = fakeApi({});
    await renderRoutes(routes, '/fanza/abc');
    expect(await screen.findByTestId('kuji-not-found')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
