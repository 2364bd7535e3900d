import { cleanup, screen } from '@testing-library/react';
import type { KujiDetail, KujiDrawRecord, KujiRecordedDraw } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { verifierPath } from '../../lib/links';
import { beaconKuji, drawRecordOf, paidOrders } from '../../testing/beaconFixtures';
import { kujiSummary } from '../../testing/kujiFixtures';
import { fakeApi, renderRoutes, type Locale } from '../../testing/renderFanza';
import FaqPage from './FaqPage';

const routes = [{ path: '/fanza/faq', element: <FaqPage />, handle: routeHandle({ titleKey: 'fanza:title.faq' }) }];

// jsdom has no scrollIntoView; the page calls it to reach `#verifier`.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

/** Campaign 9 as its page publishes it, and the record GET kuji/9/draws answers (tampered or not). */
function serve(kuji: KujiDetail, record: KujiDrawRecord) {
  return fakeApi({
    'GET kuji': { status: 200, data: { data: [kujiSummary(9, kuji)], page: 1, page_size: 100, total: 1 } },
    'GET kuji/9': { status: 200, data: { data: kuji } },
    'GET kuji/9/draws': { status: 200, data: { data: record } },
  });
}

async function verify(kuji: KujiDetail, record: KujiDrawRecord, order?: number, locale: Locale = 'en') {
  serve(kuji, record);
  await renderRoutes(routes, verifierPath(9, order === undefined ? [] : { order }), locale);
  return screen.findByTestId('verifier-verdict', {}, { timeout: 4000 });
}

const checks = () =>
  Array.from(screen.getByTestId('verifier-result').querySelectorAll<HTMLElement>('[data-check]')).map(
    (check) => `${check.dataset.check} ${check.dataset.outcome}`,
  );

const order = ['ticket_list_hash', 'sequence', 'signatures', 'picks', 'last_one'];
/** Each check as `name outcome` when verification stops at `failed` (checks run in order, stopping at a failure). */
const failingAt = (failed: string | null) =>
  order.map((check, i) => {
    const stop = failed === null ? order.length : order.indexOf(failed);
    return `${check} ${i < stop ? 'passed' : i === stop ? 'failed' : 'notRun'}`;
  });

/** `record` with the entry at `place` changed. */
const tamper = (record: KujiDrawRecord, place: number, change: (draw: KujiRecordedDraw) => Partial<KujiRecordedDraw>) => ({
  ...record,
  draws: record.draws.map((draw) => (draw.place === place ? { ...draw, ...change(draw) } : draw)),
});

const ticketsOf = (record: KujiDrawRecord, place: number) =>
  record.draws[place - 1]!.tickets.map((ticket) => `${ticket} (${record.ticket_list[ticket - 1]})`).join(', ');

// Eight paid orders (1 to 3 draws each, 15 draws), picked by the real algorithm from rounds a local key signed.
let record: KujiDrawRecord;
let kuji: KujiDetail;
beforeAll(async () => {
  record = await drawRecordOf(9, paidOrders(8));
  kuji = await beaconKuji(record);
});

describe('the verifier on a beacon-drawn campaign', () => {
  it('re-derives every draw from the record, says against which chain, and confirms the member’s order', async () => {
    const verdict = await verify(kuji, record, 104);
    expect(verdict.textContent).toBe('Moon Garden Ichiban Kuji: every draw checks out. Every check passed.');
    expect(checks()).toEqual(failingAt(null));
    expect(screen.getByTestId('verifier-counted').textContent).toBe('15 draws re-derived · 8 rounds');
    expect(screen.getByTestId('verifier-chain').dataset.chain).toBe('local');
    expect(screen.getByTestId('verifier-chain').textContent).toBe(
      `Checked against the shop’s local test beacon (not the League of Entropy’s public one), chain ${'cd'.repeat(32)}`,
    );
    const own = screen.getByTestId('verifier-own');
    expect(own.dataset.outcome).toBe('rederived');
    expect(own.textContent).toBe(
      `Your order, place 4, round ${record.draws[3]!.round}, tickets ${ticketsOf(record, 4)}: re-derived ✓`,
    );
  });

  it('fails a pick that is not the one its round gives, at that order, and stops there', async () => {
    const taken = new Set(record.draws.flatMap((draw) => draw.tickets));
    const untaken = record.ticket_list.map((_, i) => i + 1).find((ticket) => !taken.has(ticket))!;
    const tampered = tamper(record, 3, (draw) => ({ tickets: [untaken, ...draw.tickets.slice(1)] }));
    expect((await verify(kuji, tampered, 103)).dataset.verdict).toBe('unfair');
    expect(checks()).toEqual(failingAt('picks'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('Failed · fails at paid order 3');
    expect(screen.getByTestId('verifier-own').dataset.outcome).toBe('failed');
    expect(screen.getByTestId('verifier-own').textContent).toContain('does not re-derive ✗');
  });

  it('fails a signature that is not its round’s', async () => {
    const tampered = tamper(record, 2, () => ({ signature: record.draws[4]!.signature }));
    await verify(kuji, tampered, 106);
    expect(checks()).toEqual(failingAt('signatures'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('fails at paid order 2');
    // An order after the failure was not reached: it is not said to be re-derived.
    expect(screen.getByTestId('verifier-own').dataset.outcome).toBe('notRun');
  });

  it('fails a round before the payment it is bound to', async () => {
    await verify(
      kuji,
      tamper(record, 5, (draw) => ({ round: draw.round - 1 })),
    );
    expect(checks()).toEqual(failingAt('sequence'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('fails at paid order 5');
  });

  it('fails a record whose ticket list is not the one the campaign page committed to', async () => {
    const list = [...record.ticket_list];
    [list[0], list[49]] = [list[49]!, list[0]!];
    await verify(kuji, { ...record, ticket_list: list });
    expect(checks()).toEqual(failingAt('ticket_list_hash'));
  });

  it('fails a Last One given to another order than the one that took the last ticket', async () => {
    const full = await drawRecordOf(
      9,
      paidOrders(25).map((order) => ({ ...order, draws: 2 })),
    );
    expect(full.draws[24]!.last_one).toBe(true);
    const fullKuji = await beaconKuji(full);
    expect((await verify(fullKuji, full)).dataset.verdict).toBe('fair');
    expect(screen.getByTestId('verifier-counted').textContent).toBe('50 draws re-derived · 25 rounds');
    cleanup();
    const moved = tamper(
      tamper(full, 25, () => ({ last_one: false })),
      24,
      () => ({ last_one: true }),
    );
    await verify(fullKuji, moved);
    expect(checks()).toEqual(failingAt('last_one'));
    expect(screen.getByTestId('verifier-result').textContent).toContain('fails at paid order 24');
  });

  it('checks what is drawn while an order still waits for its round, and says the member’s order waits', async () => {
    const waiting = await drawRecordOf(9, [
      ...paidOrders(3),
      { ...paidOrders(1, 104)[0]!, paidAt: '2026-11-27T10:05:00.500Z', waiting: true },
    ]);
    await verify(await beaconKuji(waiting), waiting, 104);
    expect(checks().every((check) => check.endsWith('passed'))).toBe(true);
    expect(screen.getByTestId('verifier-counted').textContent).toBe(
      '6 draws re-derived · 3 rounds · 1 order still waiting for its round (not drawn yet)',
    );
    expect(screen.getByTestId('verifier-own').textContent).toBe(
      `Your order, place 4, round ${waiting.draws[3]!.round}: waiting for its round, not drawn yet`,
    );
  });

  it('says so when the linked order is not in the record', async () => {
    await verify(kuji, record, 999);
    expect(screen.getByTestId('verifier-own').textContent).toBe('Order 999 is not among this campaign’s paid orders.');
  });

  it.each([
    ['tw', 'Moon Garden Ichiban Kuji：每一抽都驗證無誤，所有檢查都通過。', '你的訂單：第 4 筆'],
    ['cn', 'Moon Garden Ichiban Kuji：每一抽都验证无误，所有检查都通过。', '你的订单：第 4 笔'],
  ] as const)('reads in %s', async (locale, verdict, own) => {
    expect((await verify(kuji, record, 104, locale)).textContent).toBe(verdict);
    expect(screen.getByTestId('verifier-own').textContent).toContain(own);
  });
});
