import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { apiAnswers, type FakeRequest } from '@shop/shared/testing';
import { demoTiers } from '../../lib/demoBox';
import { renderRoutes, settle } from '../../testing/renderFanza';
import DemoLotteryPage from './DemoLotteryPage';

const routes = [
  {
    path: '/demo-lottery',
    element: <DemoLotteryPage look="peel" />,
    handle: routeHandle({ titleKey: 'fanza:title.demoLottery', layout: 'bare' }),
  },
  {
    path: '/demo-lottery-2',
    element: <DemoLotteryPage look="flip" />,
    handle: routeHandle({ titleKey: 'fanza:title.demoLottery2', layout: 'bare' }),
  },
];
const boxSize = demoTiers.reduce((sum, t) => sum + t.count, 0);
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const remaining = () =>
  within(screen.getByTestId('demo-board'))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.tier !== 'LAST')
    .reduce((sum, li) => sum + Number(li.dataset.remaining), 0);

let requests: FakeRequest[];
beforeEach(() => {
  requests = apiAnswers({});
  localStorage.clear();
  sessionStorage.clear();
});

it('plays a whole box in the browser: every ticket once, the Last One with the final one, nothing sent or kept', async () => {
  await renderRoutes(routes, '/demo-lottery');
  expect((await screen.findByTestId('demo-left')).textContent).toBe(`${boxSize} of ${boxSize} tickets left`);
  const won: string[] = [];
  let lastOnes = 0;
  while (remaining() > 0) {
    const three = screen.getByRole('button', { name: 'Draw 3' }) as HTMLButtonElement;
    await click(three.disabled ? screen.getByRole('button', { name: 'Draw 1' }) : three);
    await click(screen.getByRole('button', { name: 'Reveal all' }));
    const prizes = within(screen.getByTestId('show-summary')).getAllByTestId('prize');
    won.push(...prizes.map((li) => li.dataset.tier!).filter((tier) => tier !== 'LAST'));
    lastOnes += prizes.filter((li) => li.dataset.tier === 'LAST').length;
    await click(screen.getByRole('button', { name: 'Back to the box' }));
  }
  for (const { tier, count } of demoTiers) expect(won.filter((t) => t === tier)).toHaveLength(count);
  expect(won).toHaveLength(boxSize);
  expect(lastOnes).toBe(1);
  expect(screen.getByText('The box is empty. Fill a new one to play again.')).toBeTruthy();
  expect(requests).toEqual([]);
  expect(localStorage.length + sessionStorage.length).toBe(0);

  await click(screen.getByRole('button', { name: 'New box' }));
  await waitFor(() => expect(remaining()).toBe(boxSize));
});

it('the second demo turns its tickets over instead of peeling them', async () => {
  await renderRoutes(routes, '/demo-lottery-2', 'cn');
  await screen.findByTestId('demo-board');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('抽奖示范 2');
  await click(screen.getByRole('button', { name: '抽 1 次' }));
  expect(screen.getByTestId('reveal-ticket').dataset.look).toBe('flip');
  await click(screen.getByRole('button', { name: /^打开第 1 张签/ }));
  await settle();
  expect(screen.getByTestId('won-tier').textContent).toMatch(/^[ABCD]赏$/);
  expect(screen.getByRole('link', { name: '试试另一种：撕开签券' }).getAttribute('href')).toBe('/demo-lottery');
});
