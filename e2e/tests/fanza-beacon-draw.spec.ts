import type { KujiDraw, KujiDrawRecord, KujiList } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { newMember, payOnCardPage, startAs } from '../support/shopping';

// A beacon-drawn campaign (Pirate Odyssey, opened on the e2e shop's local beacon: a round every second): the draw
// show reveals the tickets the round the payment was bound to picked, and names it (the wait before the round is
// RoundWait.test.tsx's: with one-second rounds it is usually over before the card page returns); the FAQ's
// verifier re-derives the whole campaign and the member's own order from the published record, in the browser.

const headers = { locale: 'en', os: 'Web', from: 'na' };

test('a member pays 3 draws, the show names the round that decided them and reveals them; the verifier confirms campaign and order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const list = (await (await request.get('/api/v1/kuji?page_size=100', { headers })).json()) as KujiList;
  const pirate = list.data.find((kuji) => kuji.title.startsWith('Pirate Odyssey'))!;
  const member = await newMember(request);
  const auth = { headers: { ...headers, authorization: `Bearer ${member.jwt}` } };
  await startAs(page, member.jwt);

  await page.goto(`/fanza/${pirate.kuji_id}`);
  await expect(page.getByTestId('fairness')).toContainText('drand-hmac-sha256-v2');
  await page
    .getByTestId('buy-panel')
    .getByRole('button', { name: /^3 draws/ })
    .click();
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await page.getByRole('button', { name: /^Buy and pay/ }).click();
  await payOnCardPage(page);

  // Back on the draw show: the round is named with its time before anything is revealed, then the show opens.
  await expect(page).toHaveURL(/\/fanza\/lottery\?order_id=\d+/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const draw = (await (await request.get(`/api/v1/kuji-order/${orderId}/draw`, auth)).json()) as { data: KujiDraw };
  const round = draw.data.draw!.round;
  await expect(page.getByTestId('show-progress')).toHaveText('0 of 3 opened', { timeout: 15_000 });
  await expect(page.getByTestId('decided-by')).toHaveText(
    `Decided by drand round ${round} · paid order ${draw.data.draw!.place}`,
  );
  await page.getByRole('button', { name: 'Reveal all' }).click();
  const shown = await page
    .getByTestId('show-summary')
    .getByTestId('prize')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-tier')));

  const record = (await (await request.get(`/api/v1/kuji/${pirate.kuji_id}/draws`, { headers })).json()) as {
    data: KujiDrawRecord;
  };
  const mine = record.data.draws.find((entry) => entry.order_id === orderId)!;
  expect(mine).toMatchObject({ round, draws: 3 });
  expect(shown).toEqual(mine.tickets.map((ticket) => record.data.ticket_list[ticket - 1]));

  // From the result, the verifier checks every draw of the campaign and this order's own.
  await page.getByRole('link', { name: 'See the result' }).click();
  await page.getByRole('link', { name: 'Verify your draws' }).click();
  await expect(page).toHaveURL(`/fanza/faq?kuji=${pirate.kuji_id}&order=${orderId}#verifier`);
  await expect(page.getByTestId('verifier-verdict')).toContainText('every draw checks out', { timeout: 20_000 });
  await expect(page.getByTestId('verifier-chain')).toHaveAttribute('data-chain', 'local');
  await expect(page.getByTestId('verifier-own')).toHaveAttribute('data-outcome', 'rederived');
  await expect(page.getByTestId('verifier-own')).toContainText(`round ${round}`);
});
