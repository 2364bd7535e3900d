import { act, fireEvent, screen, within } from '@testing-library/react';
import { $jwt, $user, signIn, signOut } from '@shop/shared/stores';
import { member, orderPage } from '../../testing/fixtures';
import { fakeApi, renderMember, screenWidth, settle } from '../../testing/renderMember';

let restoreScreen: () => void;
beforeEach(() => {
  signIn('member-token');
  $user.set(member());
});
afterEach(() => {
  restoreScreen();
  signOut();
});

const sideMenu = () => screen.getByTestId('member-side-menu');

describe('on a large screen', () => {
  beforeEach(() => {
    restoreScreen = screenWidth(1280);
  });

  it('takes /member on to the orders, in place of /member in the history', async () => {
    fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
    const router = await renderMember('/member');
    await screen.findByRole('heading', { level: 1, name: 'Order record' });
    expect(router.state.location.pathname).toBe('/member/orders');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the side menu: the member, every page of the centre with the one on screen marked, and sign-out', async () => {
    fakeApi({ 'GET coupon': { status: 200, data: { data: [] } } });
    await renderMember('/member/coupon-list');
    await screen.findByRole('heading', { level: 1, name: 'My coupons' });
    const menu = within(sideMenu());
    expect(menu.getByTestId('member-name').textContent).toBe('Ming');
    expect(menu.getByText('ming@example.com')).toBeTruthy();
    // No picture: the default avatar.
    expect(menu.getByTestId('avatar').dataset.shown).toBe('default');
    const links = within(menu.getByRole('navigation', { name: 'Member centre' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Order record', '/member/orders'],
      ['Kuji history', '/member/fanza-orders'],
      ['Prize box', '/member/prize-box'],
      ['My coupons', '/member/coupon-list'],
      ['Edit profile', '/member/user-edit'],
      ['Change password', '/member/password'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'My coupons',
    ]);
    expect(menu.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows a new name or picture from the session store at once', async () => {
    fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
    await renderMember('/member/orders');
    await screen.findByRole('heading', { level: 1, name: 'Order record' });
    act(() => $user.set(member({ account_name: 'Ming Li', avatar_picture: 'https://cdn.example/ming.webp' })));
    const menu = within(sideMenu());
    expect(menu.getByTestId('member-name').textContent).toBe('Ming Li');
    expect(menu.getByTestId('avatar').querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/ming.webp');
  });

  it('names a member without an account name by their e-mail, and holds the place while the profile loads', async () => {
    fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
    $user.set(null);
    await renderMember('/member/orders');
    await screen.findByRole('heading', { level: 1, name: 'Order record' });
    expect(within(sideMenu()).queryByTestId('member-name')).toBeNull();
    act(() => $user.set(member({ account_name: '' })));
    expect(within(sideMenu()).getByTestId('member-name').textContent).toBe('ming@example.com');
  });

  it('signs out by going home first, then ending the session (the token revoked)', async () => {
    const requests = fakeApi({
      'GET order': { status: 200, data: orderPage([]) },
      'GET account/logout': { status: 200, data: { data: { success: true } } },
    });
    const router = await renderMember('/member/orders');
    await screen.findByRole('heading', { level: 1, name: 'Order record' });
    fireEvent.click(within(sideMenu()).getByRole('button', { name: 'Log out' }));
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET account/logout');
    expect(requests.find((request) => request.url === 'account/logout')!.headers.authorization).toBe('Bearer member-token');
    expect($jwt.get()).toBeUndefined();
    expect($user.get()).toBeNull();
  });
});

describe('on a 375 px screen', () => {
  beforeEach(() => {
    restoreScreen = screenWidth(375);
  });

  it('makes /member the menu: the member, the centre’s pages and sign-out', async () => {
    fakeApi({});
    const router = await renderMember('/member');
    const page = await screen.findByTestId('member-home');
    expect(router.state.location.pathname).toBe('/member');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Member centre');
    expect(within(page).getByTestId('member-name').textContent).toBe('Ming');
    const links = within(within(page).getByRole('navigation', { name: 'Member centre' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member/orders',
      '/member/fanza-orders',
      '/member/prize-box',
      '/member/coupon-list',
      '/member/user-edit',
      '/member/password',
    ]);
    expect(within(page).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByTestId('member-back')).toBeNull();
  });

  it('gives every page of the centre a way back to the menu', async () => {
    fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
    const router = await renderMember('/member/orders');
    await screen.findByRole('heading', { level: 1, name: 'Order record' });
    const back = screen.getByRole('link', { name: 'Back to member centre' });
    fireEvent.click(back);
    await settle();
    expect(router.state.location.pathname).toBe('/member');
    expect(await screen.findByTestId('member-home')).toBeTruthy();
  });
});
