import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { $analyticsConsent } from '@shop/shared/analytics';
import { renderInRouter } from '../testing/renderInRouter';
import { ConsentBanner } from './ConsentBanner';

// jsdom lays nothing out: the banner's height on a phone is measured by the e2e phone-layout spec. Here: what it
// says and does.

beforeEach(() => $analyticsConsent.set(''));

it('asks in one sentence, links to the privacy policy and keeps the answer', async () => {
  await renderInRouter(<ConsentBanner />);
  const banner = screen.getByRole('region', { name: 'Cookies and analytics' });
  expect(within(banner).getByText(/^We use cookies to measure visits and improve the shop\./)).toBeTruthy();
  expect(within(banner).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
  await act(async () => fireEvent.click(within(banner).getByRole('button', { name: 'Decline' })));
  expect($analyticsConsent.get()).toBe('denied');
  expect(screen.queryByTestId('consent-banner')).toBeNull();
});
