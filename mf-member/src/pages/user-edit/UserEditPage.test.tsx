import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PersonalUpdate } from '@shop/shared/contract';
import { $toasts, $user, signIn, signOut } from '@shop/shared/stores';
import { member } from '../../testing/fixtures';
import { fakeApi, loadMemberTexts, settle, type FakeRoute, type Locale } from '../../testing/renderMember';
import UserEditPage from './UserEditPage';

const countries = {
  data: [
    { country_code: 'TW', display_name: 'Taiwan', phone_code: '886', cities: [] },
    { country_code: 'CN', display_name: 'China', phone_code: '86', cities: [] },
  ],
};
const storage = { firebase: null, storage: { bucket: 'demo-shop.appspot.com', emulated: true } };

/** The API as the page meets it: the profile, countries, storage settings and the phone check. */
function api(profile = member(), extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET personal': { status: 200, data: { data: { ...profile, has_password: true } } },
    'GET system/country-city': { status: 200, data: countries },
    'GET client-config': { status: 200, data: storage },
    'GET system/valid-phone-number': (request) => ({
      status: 200,
      data: { data: { valid: String(request.params?.phone_number).startsWith('9'), e164: '' } },
    }),
    ...extra,
  });
}

async function renderPage(locale: Locale = 'en') {
  await loadMemberTexts(locale);
  const router = createMemoryRouter([{ path: '/member/user-edit', element: <UserEditPage /> }], {
    initialEntries: ['/member/user-edit'],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await settle();
}

const form = () => within(screen.getByTestId('profile-form'));
const field = (name: string) => form().getByLabelText(name) as HTMLInputElement;

beforeEach(() => {
  signIn('member-token');
  $toasts.set([]);
});
afterEach(() => signOut());

it('shows the saved profile in the form and the default avatar when there is no picture', async () => {
  api(member({ birthday_timestamp: 631152000 }));
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
  expect(field('Account name').value).toBe('Ming');
  expect((form().getByLabelText('Country code') as HTMLSelectElement).value).toBe('886');
  expect(field('Mobile number').value).toBe('912345678');
  expect(field('Male').checked).toBe(true);
  expect(field('Birthday').value).toBe('1990-01-01');
  expect(field('Birthday').type).toBe('date');
  expect(form().getByText('ming@example.com')).toBeTruthy();
  expect(within(screen.getByTestId('avatar-upload')).getByTestId('avatar').dataset.shown).toBe('default');
  // The page's fresh copy is the header's too.
  expect($user.get()?.account_name).toBe('Ming');
});

it('saves what is filled in, says so and gives the header the new name at once', async () => {
  let sent: PersonalUpdate | undefined;
  api(member({ account_name: '', phone_number: '', gender: '' }), {
    'POST personal': (request) => {
      sent = request.data as PersonalUpdate;
      return { status: 200, data: { data: { ...member({ account_name: 'Mei', gender: 'female' }), has_password: true } } };
    },
  });
  await renderPage();
  fireEvent.change(field('Account name'), { target: { value: ' Mei ' } });
  fireEvent.click(field('Female'));
  fireEvent.click(form().getByRole('button', { name: 'Save' }));
  await settle();
  expect(sent).toEqual({ account_name: 'Mei', gender: 'female' });
  expect($toasts.get().map((toast) => [toast.kind, toast.message])).toContainEqual(['success', 'Save successfully!']);
  expect($user.get()?.account_name).toBe('Mei');
  expect(field('Account name').value).toBe('Mei');
});

it('keeps a refused save by the save button after the toast, until something changes', async () => {
  api(member(), {
    'POST personal': { status: 429, data: { error_code: 42901, error_msg: 'Please try again later.' } },
  });
  await renderPage();
  fireEvent.change(field('Account name'), { target: { value: 'Mei' } });
  fireEvent.click(form().getByRole('button', { name: 'Save' }));
  await settle();
  await settle();
  expect($toasts.get().map((toast) => [toast.kind, toast.message])).toEqual([['error', 'Please try again later.']]);
  expect(form().getByTestId('form-refusal').textContent).toBe('Please try again later.');
  expect(form().getByRole('alert').textContent).toBe('Please try again later.');
  fireEvent.blur(field('Account name'));
  await settle();
  expect(form().getByTestId('form-refusal')).toBeTruthy();
  fireEvent.change(field('Account name'), { target: { value: 'Mei2' } });
  await settle();
  expect(form().queryByTestId('form-refusal')).toBeNull();
});

it('asks for at least one item when nothing is filled in, and sends nothing', async () => {
  const requests = api(member({ account_name: '', phone_number: '', gender: '' }));
  await renderPage('tw');
  fireEvent.click(form().getByRole('button', { name: '儲存' }));
  await settle();
  expect(form().getByRole('alert').textContent).toBe('請至少填寫一項');
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
});

it('refuses a number system/valid-phone-number does not take, in the API’s words', async () => {
  const requests = api();
  await renderPage();
  fireEvent.change(field('Mobile number'), { target: { value: '12345678' } });
  fireEvent.click(form().getByRole('button', { name: 'Save' }));
  await settle();
  expect(form().getByRole('alert').textContent).toBe('Please enter a valid mobile number');
  expect(requests.find((request) => request.url === 'system/valid-phone-number')?.params).toEqual({
    phone_code: '886',
    phone_number: '12345678',
  });
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
});

describe('the avatar', () => {
  const pick = (file: File) => {
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
    return settle();
  };

  it('is chosen with a button a keyboard reaches', async () => {
    api();
    await renderPage();
    const input = screen.getByTestId('avatar-file') as HTMLInputElement;
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a picture' }));
    expect(opened).toHaveBeenCalled();
    expect(input.accept).toBe('image/*');
  });

  it('refuses a file that is not an image, or is over 5 MB, before uploading', async () => {
    const requests = api();
    await renderPage();
    await pick(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('avatar-notice').textContent).toBe(
      'This file is not an image. Please choose a JPEG, PNG, WebP or GIF picture.',
    );
    await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByTestId('avatar-notice').textContent).toBe(
      'This picture is larger than 5 MB. Please choose a smaller one.',
    );
    expect(screen.getByTestId('avatar-notice').getAttribute('role')).toBe('alert');
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('says uploads are unavailable when the storage settings cannot be loaded', async () => {
    api(member(), { 'GET client-config': { status: 500, data: {} } });
    await renderPage();
    expect(screen.getByText('Picture uploads are not available right now. Please try again later.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose a picture' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
