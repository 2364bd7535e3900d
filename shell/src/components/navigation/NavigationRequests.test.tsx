import { act } from 'react';
import { $navigationRequest, requestNavigation } from '@shop/shared/stores';
import { renderInRouter } from '../../testing/renderInRouter';
import { NavigationRequests } from './NavigationRequests';

it('performs a navigation requested outside React and clears the request', async () => {
  const router = await renderInRouter(<NavigationRequests />, { path: '/cart' });
  await act(async () => requestNavigation('/login'));
  expect(router.state.location.pathname).toBe('/login');
  expect($navigationRequest.get()).toBeNull();
});
