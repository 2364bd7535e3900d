import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KujiDetail } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderFanza';
import { kujiDetail, kujiSummary, revealedKuji } from '../../testing/kujiFixtures';
import { verifierPath } from '../../lib/links';
import FaqPage from './FaqPage';

const routes = [{ path: '/fanza/faq', element: <FaqPage />, handle: routeHandle({ titleKey: 'fanza:title.faq' }) }];

function serve(...campaigns: KujiDetail[]): FakeRequest[] {
  return fakeApi({
    'GET kuji': {
      status: 200,
      data: { data: campaigns.map((kuji) => kujiSummary(kuji.kuji_id, kuji)), page: 1, page_size: 100, total: campaigns.length },
    },
    ...Object.fromEntries(campaigns.map((kuji) => [`GET kuji/${kuji.kuji_id}`, { status: 200, data: { data: kuji } }])),
  });
}

// jsdom lays nothing out and has no scrollIntoView; the page calls it to reach `#verifier` once it is drawn.
const scrolledTo: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
beforeEach(() => {
  scrolledTo.length = 0;
});

const verdict = () => screen.findByTestId('verifier-verdict');
/** Each check as `name outcome`, in order. */
const checks = () =>
  Array.from(screen.getByTestId('verifier-result').querySelectorAll('[data-check]')).map(
    (check) => `${(check as HTMLElement).dataset.check} ${(check as HTMLElement).dataset.outcome}`,
  );

/** The revealed box with the tiers at two positions of different tiers swapped, as a dishonest shop would publish it. */
async function tamperedBox(): Promise<{ kuji: KujiDetail; first: number }> {
  const kuji = await revealedKuji();
  const order = [...kuji.fairness.box_order!];
  const a = order.indexOf('A');
  const d = order.indexOf('D');
  [order[a], order[d]] = [order[d]!, order[a]!];
  return { kuji: { ...kuji, fairness: { ...kuji.fairness, box_order: order } }, first: Math.min(a, d) + 1 };
}

describe('FaqPage', () => {
  it('answers how kuji works, the odds, Last One, shipping and fairness, with the algorithm’s steps', async () => {
    serve();
    await renderRoutes(routes, '/fanza/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Ichiban Kuji FAQ' })).toBeTruthy();
    for (const question of [
      'How does Ichiban Kuji work?',
      'What are my chances?',
      'What is the Last One prize?',
      'How are prizes shipped?',
      'How do I know the draw is fair?',
      'Verify a box',
    ])
      expect(screen.getByRole('heading', { level: 2, name: question })).toBeTruthy();
    const steps = within(screen.getByTestId('fairness-steps')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[3]!.textContent).toContain('swap the tickets at places i and u mod (i+1)');
    expect(screen.getByRole('heading', { level: 3, name: /^New campaigns: drawn by a public randomness beacon/ })).toBeTruthy();
    const beaconSteps = within(screen.getByTestId('beacon-steps')).getAllByRole('listitem');
    expect(beaconSteps).toHaveLength(5);
    expect(beaconSteps[1]!.textContent).toContain('the first drand round due strictly after the payment');
    expect(beaconSteps[3]!.textContent).toContain('“campaign id:order id:k:block”');
  });

  it.each([
    ['tw', '什麼是最後賞？', '演算法（drand-hmac-sha256-v2）步驟'],
    ['cn', '什么是最后赏？', '算法（drand-hmac-sha256-v2）步骤'],
  ] as const)('is written in %s too', async (locale, question, beaconSteps) => {
    serve();
    await renderRoutes(routes, '/fanza/faq', locale);
    expect(screen.getByRole('heading', { level: 2, name: question })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: beaconSteps })).toBeTruthy();
  });
});

describe('the verifier', () => {
  it('confirms a revealed box opened from its campaign page (?kuji=), check by check', async () => {
    const kuji = await revealedKuji();
    const requests = serve(kujiDetail(), kuji);
    await renderRoutes(routes, '/fanza/faq?kuji=5');
    expect((await verdict()).textContent).toBe('Dragon Valley Ichiban Kuji: this box is fair. Every check passed.');
    expect(checks()).toEqual(['ticket_list_hash passed', 'seed_hash passed', 'box_order passed', 'draws notRun']);
    expect(screen.getByText('No draws entered')).toBeTruthy();
    expect(screen.getByText('50 tickets checked')).toBeTruthy();
    expect((screen.getByLabelText('Campaign') as HTMLSelectElement).value).toBe('5');
    expect(requests.map((request) => request.url)).toContain('kuji/5');
  });

  it('fails a tampered box order and names the first position that moved', async () => {
    const { kuji, first } = await tamperedBox();
    serve(kuji);
    await renderRoutes(routes, '/fanza/faq?kuji=5');
    expect((await verdict()).dataset.verdict).toBe('unfair');
    expect(checks()).toEqual(['ticket_list_hash passed', 'seed_hash passed', 'box_order failed', 'draws notRun']);
    expect(screen.getByTestId('verifier-result').textContent).toContain(`Failed · first difference at position ${first}`);
  });

  it('fails a seed that is not the one committed to', async () => {
    const kuji = await revealedKuji();
    serve({ ...kuji, fairness: { ...kuji.fairness, seed: 'b4'.repeat(32) } });
    await renderRoutes(routes, '/fanza/faq?kuji=5');
    expect((await verdict()).textContent).toBe('Dragon Valley Ichiban Kuji: this box failed verification.');
    expect(checks()).toEqual(['ticket_list_hash passed', 'seed_hash failed', 'box_order notRun', 'draws notRun']);
  });

  it('checks a member’s own draws against the box order, and names a draw that is not there', async () => {
    const kuji = await revealedKuji();
    const order = kuji.fairness.box_order!;
    serve(kuji);
    await renderRoutes(routes, '/fanza/faq?kuji=5');
    await verdict();
    const input = screen.getByLabelText('Your draws (optional)');
    fireEvent.change(input, { target: { value: `1 ${order[0]}\n2 ${order[1]!.toLowerCase()}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(checks()).toContain('draws passed'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('2 of your draws');

    const wrong = order[2] === 'A' ? 'B' : 'A';
    fireEvent.change(input, { target: { value: `3 ${wrong}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(checks()).toContain('draws failed'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('first difference at position 3');
  });

  it('checks at once the draws an order’s link brings along', async () => {
    const kuji = await revealedKuji();
    const order = kuji.fairness.box_order!;
    serve(kuji);
    await renderRoutes(routes, verifierPath(5, [{ position: 4, tier: order[3]! }]));
    expect((await verdict()).dataset.verdict).toBe('fair');
    expect(checks()).toContain('draws passed');
    expect((screen.getByLabelText('Your draws (optional)') as HTMLTextAreaElement).value).toBe(`4:${order[3]}`);
    expect(scrolledTo.map((element) => element.id)).toEqual(['verifier']);
  });

  it('says which line of the draws it cannot read, and checks nothing', async () => {
    const kuji = await revealedKuji();
    const requests = serve(kuji);
    await renderRoutes(routes, '/fanza/faq?kuji=5');
    await verdict();
    const asked = requests.length;
    fireEvent.change(screen.getByLabelText('Your draws (optional)'), { target: { value: '1 A\nA one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Line 2 is not a position and a tier, e.g. 12 A.');
    expect(requests).toHaveLength(asked);
  });

  it('says a box that is not revealed yet cannot be checked yet', async () => {
    serve(kujiDetail());
    await renderRoutes(routes, '/fanza/faq?kuji=1');
    expect((await verdict()).textContent).toBe(
      'Not revealed yet: the seed is published when the box sells out or the campaign ends.',
    );
  });

  it('verifies the campaign picked in the list and keeps it in the address', async () => {
    const kuji = await revealedKuji();
    serve(kujiDetail(), kuji);
    const router = await renderRoutes(routes, '/fanza/faq');
    const picker = screen.getByLabelText('Campaign');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByTestId('verifier-verdict')).toBeNull();
    fireEvent.change(picker, { target: { value: '5' } });
    expect((await verdict()).dataset.verdict).toBe('fair');
    expect(router.state.location.search).toBe('?kuji=5');
  });

  it('says a campaign that does not exist was not found', async () => {
    serve();
    await renderRoutes(routes, '/fanza/faq?kuji=77');
    expect((await verdict()).textContent).toBe('There is no such campaign.');
  });
});
