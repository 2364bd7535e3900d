import { jest } from '@jest/globals';
import { act, useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { KujiDetail, KujiDrawRecord, KujiRecordedDraw } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { beaconKuji, boardTicketList, localChain } from '../../testing/beaconFixtures';
import { kujiDetail } from '../../testing/kujiFixtures';
import { fakeApi, renderRoutes, settle, type Locale } from '../../testing/renderFanza';
import { DrawHistory } from './DrawHistory';
import KujiPage from './KujiPage';

const routes = [
  { path: '/fanza/:kujiId', element: <KujiPage />, handle: routeHandle({ titleKey: 'fanza:title.kuji', adultCheck: true }) },
];

const genesisMs = localChain.genesis_time * 1000;
/** An entry of the record by hand: tickets 1-2 are A, 3-6 B, 7-18 C, 19-50 D. */
const entry = (place: number, round: number, tickets: number[], fields: Partial<KujiRecordedDraw> = {}): KujiRecordedDraw => ({
  place,
  order_id: 100 + place,
  draws: Math.max(tickets.length, 1),
  paid_at: new Date(genesisMs + (round - 2) * 3000 + 500).toISOString(),
  round,
  signature: tickets.length > 0 ? 'ab'.repeat(48) : null,
  tickets,
  last_one: false,
  ...fields,
});

function recordOf(draws: KujiRecordedDraw[]): KujiDrawRecord {
  return {
    kuji_id: 1,
    algorithm: 'drand-hmac-sha256-v2',
    ticket_list: boardTicketList(),
    ticket_list_hash: 'd'.repeat(64),
    beacon: localChain,
    draws,
  };
}

const history = recordOf([entry(1, 1000, [3, 19]), entry(2, 1002, [1]), entry(3, 1003, [])]);

/** Each history line's text, newest first. */
const lines = () => screen.getAllByTestId('history-entry').map((li) => li.textContent);

async function openPage(kuji: KujiDetail, record: KujiDrawRecord | KujiDrawRecord[], locale: Locale = 'en') {
  const records = Array.isArray(record) ? record : [record];
  let read = 0;
  const requests = fakeApi({
    'GET kuji/1': { status: 200, data: { data: kuji } },
    'GET kuji/1/draws': () => ({ status: 200, data: { data: records[Math.min(read++, records.length - 1)] } }),
  });
  await renderRoutes(routes, '/fanza/1', locale);
  await settle();
  return requests;
}

afterEach(() => jest.useRealTimers());

describe('the fairness panel', () => {
  it('says a v2 campaign is drawn by the public beacon, with its ticket-list hash, chain and verifier', async () => {
    const record = { ...recordOf([]), beacon: { ...localChain, league_of_entropy: true } };
    await openPage(await beaconKuji(record), record);
    const panel = screen.getByTestId('fairness');
    expect(panel.dataset.algorithm).toBe('drand-hmac-sha256-v2');
    expect(within(panel).getByText('drand-hmac-sha256-v2')).toBeTruthy();
    expect(panel.textContent).toContain('by its first round after the payment');
    expect(panel.textContent).toContain('Nobody, the shop included, can know a round’s randomness before it is out');
    expect(screen.getByTestId('ticket-list-hash').textContent).toBe(record.ticket_list_hash);
    expect(screen.getByTestId('beacon-chain').textContent).toBe(
      'The League of Entropy’s drand quicknet: a public beacon, a round every 3 s, that anyone can fetch from drand’s relays.',
    );
    expect(screen.getByTestId('chain-hash').textContent).toBe('cd'.repeat(32));
    expect(screen.getByRole('link', { name: 'Verify every draw' }).getAttribute('href')).toBe('/fanza/faq?kuji=1#verifier');
    // No seed in v2: nothing waits to be revealed before the draws can be checked.
    expect(screen.queryByTestId('seed-hash')).toBeNull();
    expect(screen.queryByTestId('seed-pending')).toBeNull();
  });

  it('says plainly when the chain is the shop’s local test beacon, in each language', async () => {
    const record = recordOf([]);
    const said: Record<Locale, string> = {
      en: 'The shop’s local test beacon, not the League of Entropy’s public one',
      tw: '本店的本機測試信標，不是公開的 League of Entropy 信標',
      cn: '本店的本地测试信标，不是公开的 League of Entropy 信标',
    };
    for (const locale of ['en', 'tw', 'cn'] as const) {
      await openPage(await beaconKuji(record), record, locale);
      const chain = screen.getByTestId('beacon-chain');
      expect(chain.dataset.chain).toBe('local');
      expect(chain.textContent).toContain(said[locale]);
      cleanup();
    }
  });

  it('keeps the v1 commitment for a campaign drawn from its committed box order, with no draw history', async () => {
    const requests = await openPage(kujiDetail(), history);
    expect(screen.getByTestId('seed-hash').textContent).toBe('c'.repeat(64));
    expect(screen.queryByTestId('beacon-chain')).toBeNull();
    expect(screen.queryByTestId('draw-history')).toBeNull();
    // The campaign only (its read says it is no drop): no draw record.
    expect(requests.map((request) => request.url)).toEqual(['kuji/1']);
  });
});

describe('the draw history', () => {
  it('lists every paid order newest first: its round and prizes, or when its round is due', async () => {
    await openPage(await beaconKuji(history), history);
    expect(lines()).toEqual(['Round 1003, due 19:56:46', 'Round 1002→Prize A', 'Round 1000→Prize BPrize D']);
    expect(screen.getAllByTestId('history-entry').map((li) => li.dataset.status)).toEqual(['waiting', 'drawn', 'drawn']);
    const prizes = within(screen.getAllByTestId('history-entry')[2]!).getByRole('list', { name: 'Prizes drawn' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Prize B', 'Prize D']);
    expect(within(screen.getByTestId('draw-history')).getByRole('link').getAttribute('href')).toBe('/fanza/faq?kuji=1#verifier');
  });

  it('reads in tw and cn', async () => {
    await openPage(await beaconKuji(history), history, 'tw');
    expect(screen.getByRole('heading', { name: '抽籤紀錄' })).toBeTruthy();
    expect(lines()).toEqual(['第 1003 回合，預計 19:56:46 公布', '第 1002 回合→Prize A', '第 1000 回合→Prize BPrize D']);
    cleanup();
    await openPage(await beaconKuji(history), history, 'cn');
    expect(screen.getByRole('heading', { name: '抽签记录' })).toBeTruthy();
    expect(lines()).toEqual(['第 1003 轮，预计 19:56:46 公布', '第 1002 轮→Prize A', '第 1000 轮→Prize BPrize D']);
  });

  it('marks the order that took the last ticket with the Last One', async () => {
    const drawn = recordOf([entry(1, 1000, [3]), entry(2, 1001, [7], { last_one: true })]);
    await openPage(await beaconKuji(drawn), drawn);
    const [newest, older] = screen.getAllByTestId('history-entry');
    expect(within(newest!).getByTestId('history-last-one').textContent).toBe('Last One prize');
    expect(within(older!).queryByTestId('history-last-one')).toBeNull();
  });

  it('shows the newest 20, and 20 more at a time', async () => {
    const many = recordOf(Array.from({ length: 45 }, (_, i) => entry(i + 1, 1000 + i, [19 + (i % 30)])));
    await openPage(await beaconKuji(many), many);
    expect(lines()).toHaveLength(20);
    expect(lines()[0]).toBe('Round 1044→Prize D');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show 20 more' })));
    expect(lines()).toHaveLength(40);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show 5 more' })));
    expect(lines()).toHaveLength(45);
    expect(lines()[44]).toBe('Round 1000→Prize D');
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
  });

  it('reads the record again while an order waits for its round, until its tickets are picked', async () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    const drawn = recordOf([entry(1, 1000, [3, 19]), entry(2, 1002, [1]), entry(3, 1003, [7])]);
    const requests = await openPage(await beaconKuji(history), [history, drawn]);
    expect(lines()[0]).toBe('Round 1003, due 19:56:46');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(lines()[0]).toBe('Round 1003→Prize C');
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(requests.filter((request) => request.url === 'kuji/1/draws')).toHaveLength(2);
  });

  it('reads the record again when the board changes', async () => {
    const first = recordOf([entry(1, 1000, [3])]);
    const second = recordOf([entry(1, 1000, [3]), entry(2, 1001, [19])]);
    const before = await beaconKuji(first);
    const after = await beaconKuji(second);
    let read = 0;
    const requests = fakeApi({ 'GET kuji/1/draws': () => ({ status: 200, data: { data: read++ === 0 ? first : second } }) });
    function Page() {
      const [kuji, setKuji] = useState(before);
      return (
        <>
          <button onClick={() => setKuji(after)}>board moved</button>
          <DrawHistory kuji={kuji} />
        </>
      );
    }
    await renderRoutes([{ path: '/', element: <Page /> }], '/');
    await settle();
    expect(lines()).toEqual(['Round 1000→Prize B']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'board moved' })));
    await settle();
    expect(lines()).toEqual(['Round 1001→Prize D', 'Round 1000→Prize B']);
    expect(requests).toHaveLength(2);
  });
});
