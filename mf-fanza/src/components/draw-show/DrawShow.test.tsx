import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadFanzaTexts } from '../../testing/renderFanza';
import { DrawShow } from './DrawShow';
import type { ShowTicket } from './showTicket';

// Each ticket's prize differs in every way a page could give it away: tier, name, picture, the Last One.
const tickets: ShowTicket[] = [
  { position: 4, tier: 'A', name: 'Prize A: figure', image: '/api/v1/images/kp-9-a.jpg', last_one: false },
  { position: 5, tier: 'D', name: 'Prize D: clear file', image: '/api/v1/images/kp-9-d.jpg', last_one: false },
  { position: 6, tier: 'B', name: 'Prize B: plush', image: '/api/v1/images/kp-9-b.jpg', last_one: true },
];

/** The closed ticket's markup with its number and place taken out: what must be the same whatever is under it. */
const closedTicket = (position: number) =>
  screen
    .getByTestId('reveal-ticket')
    .outerHTML.replace(`No. ${position}`, 'No. #')
    .replace(/Open ticket \d+ of/, 'Open ticket # of');

const giveaways = (html: string) =>
  tickets.flatMap(({ tier, name, image }) => [`data-tier="${tier}"`, name, image, 'kp-9']).filter((text) => html.includes(text));

beforeAll(() => loadFanzaTexts('en'));

it.each(['peel', 'flip'] as const)('a closed %s ticket carries nothing of its prize until it is opened', async (look) => {
  const markups: string[] = [];
  for (const [index, ticket] of tickets.entries()) {
    const { unmount } = render(<DrawShow tickets={tickets} look={look} resumeFrom={index} />);
    const html = closedTicket(ticket.position);
    expect(giveaways(html)).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    markups.push(html);
    unmount();
  }
  // Every closed ticket is the same markup, whatever its prize.
  expect(new Set(markups).size).toBe(1);

  // Opened, the prize is there.
  render(<DrawShow tickets={tickets} look={look} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open ticket 1 of 3' })));
  expect(screen.getByTestId('reveal-ticket').outerHTML).toContain('kp-9-a');
});
