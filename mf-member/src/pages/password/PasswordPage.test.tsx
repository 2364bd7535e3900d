import { fireEvent, screen, within } from '@testing-library/react';
import type { OwnPasswordBody } from '@shop/shared/contract';
import { $jwt, $toasts, $user, signIn, signOut } from '@shop/shared/stores';
import { member } from '../../testing/fixtures';
import {
  fakeApi,
  renderMember,
  screenWidth,
  settle,
  type FakeAnswer,
  type FakeRoute,
  type Locale,
} from '../../testing/renderMember';

// /member/password in the centre's real route tree, its API answered at the transport's edge.

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  signIn('member-token');
  $user.set(member());
  $toasts.set([]);
});
afterEach(() => {
  restoreScreen();
  signOut();
});

const profile = (hasPassword: boolean, email = 'ming@example.com') => ({
  status: 200,
  data: { data: { ...member({ email }), has_password: hasPassword } },
});
const refusal = (status: number, code: number, message: string) => ({
  status,
  data: { error_code: code, error_msg: message },
});

async function open(hasPassword: boolean, routes: Record<string, FakeRoute> = {}, locale: Locale = 'en', email?: string) {
  const seen = fakeApi({ 'GET personal': profile(hasPassword, email), ...routes });
  const router = await renderMember('/member/password', locale);
  await screen.findByRole('heading', { level: 1 });
  return { seen, router };
}

const posted = (seen: { method: string; url: string; data: unknown }[], url: string) =>
  seen.filter((r) => r.method === 'POST' && r.url === url).map((r) => r.data as OwnPasswordBody);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const alertUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent;
};
const toasts = () => $toasts.get().map((toast) => [toast.kind, toast.message]);

async function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
  await settle();
}

describe('a member with a password', () => {
  it('checks the fields before sending: current required, the new one by the spec’s rule, the confirmation equal', async () => {
    const { seen } = await open(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    await submit('Change password');
    expect(alertUnder('Current password')).toBe('Required fields');
    type('Current password', 'Old12345');
    type('New password', 'lettersonly');
    type('Confirm new password', 'different1');
    await submit('Change password');
    expect(alertUnder('New password')).toBe('The password must be 6~20 characters mixed with English and numbers');
    expect(alertUnder('Confirm new password')).toBe('Confirm password does not match password');
    expect(posted(seen, 'personal/password')).toEqual([]);
  });

  it('a wrong current password is said under its field, in the API’s words; the member stays signed in', async () => {
    const { seen, router } = await open(true, {
      'POST personal/password': refusal(401, 40106, 'The current password is incorrect'),
    });
    type('Current password', 'Wrong1234');
    type('New password', 'NewPass456');
    type('Confirm new password', 'NewPass456');
    await submit('Change password');
    expect(posted(seen, 'personal/password')).toEqual([{ current_password: 'Wrong1234', new_password: 'NewPass456' }]);
    expect(alertUnder('Current password')).toBe('The current password is incorrect');
    expect(toasts()).toEqual([]);
    expect(router.state.location.pathname).toBe('/member/password');
    expect($jwt.get()).toBe('member-token');

    // It stays through leaving the field and changing the others (validation runs each time), until it changes.
    fireEvent.blur(screen.getByLabelText('Current password'));
    type('New password', 'NewPass789');
    fireEvent.blur(screen.getByLabelText('New password'));
    type('Confirm new password', 'NewPass789');
    await settle();
    expect(alertUnder('Current password')).toBe('The current password is incorrect');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    type('Current password', 'Right1234');
    await settle();
    expect(alertUnder('Current password')).toBeUndefined();
  });

  it('the current password as the new one is said under the new one before asking, and the API’s refusal too', async () => {
    const { seen } = await open(true, {
      'POST personal/password': refusal(400, 40013, 'The new password must be different from the current one'),
    });
    type('Current password', 'Same12345');
    type('New password', 'Same12345');
    type('Confirm new password', 'Same12345');
    await submit('Change password');
    expect(alertUnder('New password')).toBe('The new password must be different from the current one');
    expect(posted(seen, 'personal/password')).toEqual([]);

    // Had the form let it through, the API's answer would land on the same field.
    type('New password', 'Other1234');
    type('Confirm new password', 'Other1234');
    await submit('Change password');
    expect(posted(seen, 'personal/password')).toEqual([{ current_password: 'Same12345', new_password: 'Other1234' }]);
    expect(alertUnder('New password')).toBe('The new password must be different from the current one');
    expect(alertUnder('Current password')).toBeUndefined();
  });

  it('says the same rule in traditional Chinese', async () => {
    await open(true, {}, 'tw');
    type('目前的密碼', 'Same12345');
    type('新密碼', 'Same12345');
    type('確認新密碼', 'Same12345');
    await submit('變更密碼');
    expect(alertUnder('新密碼')).toBe('新密碼不可與目前的密碼相同');
  });

  it('other refusals are toasted as the API client would (too many guesses)', async () => {
    await open(true, { 'POST personal/password': refusal(429, 42901, 'Please try again later.') });
    type('Current password', 'Guess1234');
    type('New password', 'NewPass456');
    type('Confirm new password', 'NewPass456');
    await submit('Change password');
    expect(toasts()).toEqual([['error', 'Please try again later.']]);
    expect(alertUnder('Current password')).toBeUndefined();
    // And kept by the submit button once the toast has gone.
    expect(screen.getByTestId('form-refusal').textContent).toBe('Please try again later.');
  });

  it('success: "Password reset successful", signed out, and sent to log in again, back to the member centre', async () => {
    const { seen, router } = await open(true, { 'POST personal/password': { status: 200, data: { data: { success: true } } } });
    type('Current password', 'Old12345');
    type('New password', 'NewPass456');
    type('Confirm new password', 'NewPass456');
    await submit('Change password');
    expect(posted(seen, 'personal/password')).toEqual([{ current_password: 'Old12345', new_password: 'NewPass456' }]);
    expect(toasts()).toEqual([['success', 'Password reset successful']]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fmember');
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
    // The API ended the session; the page ends it here too, without a logout call the API would refuse.
    expect($jwt.get()).toBeUndefined();
    expect($user.get()).toBeNull();
    expect(seen.some((r) => r.url === 'account/logout')).toBe(false);
  });

  it('speaks traditional Chinese: labels, the rule’s message and the success', async () => {
    const { router } = await open(true, { 'POST personal/password': { status: 200, data: { data: { success: true } } } }, 'tw');
    expect(screen.getByRole('heading', { level: 1, name: '修改密碼' })).toBeTruthy();
    type('目前的密碼', 'Old12345');
    type('新密碼', 'NewPass456');
    type('確認新密碼', 'NewPass4567');
    await submit('變更密碼');
    expect(alertUnder('確認新密碼')).toBe('確認密碼與密碼不一致');
    type('確認新密碼', 'NewPass456');
    await submit('變更密碼');
    expect(toasts()).toEqual([['success', '密碼重設成功']]);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('a member without a password (Google, WeChat)', () => {
  const sent = { status: 200, data: { data: { expires_in: 600 } } };

  it('asks for a code first, then sets the password with it; a wrong code is said under its field', async () => {
    let answer: FakeAnswer = refusal(400, 40010, 'Verification error');
    const { seen, router } = await open(false, {
      'POST personal/password/code': sent,
      'POST personal/password': () => answer,
    });
    const form = within(screen.getByTestId('set-password-form'));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(form.queryByLabelText('Verification code')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(posted(seen, 'personal/password/code')).toEqual([{}]);
    expect(form.getByRole('status').textContent).toBe('A code was sent to ming@example.com. It is valid for 10 minutes.');

    type('Verification code', '12345');
    type('New password', 'Mine12345');
    type('Confirm new password', 'Mine12345');
    await submit('Set password');
    expect(alertUnder('Verification code')).toBe('Verification error');
    type('Verification code', '654321');
    await submit('Set password');
    expect(alertUnder('Verification code')).toBe('Verification error');
    expect(posted(seen, 'personal/password')).toEqual([{ code: '654321', new_password: 'Mine12345' }]);

    answer = { status: 200, data: { data: { success: true } } };
    type('Verification code', '123456');
    await submit('Set password');
    expect(toasts()).toEqual([['success', 'Password reset successful']]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fmember');
    expect($jwt.get()).toBeUndefined();
  });

  it('sends the code again on request', async () => {
    const { seen } = await open(false, { 'POST personal/password/code': sent });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await settle();
    expect(posted(seen, 'personal/password/code')).toHaveLength(2);
  });

  it('a WeChat account without an address hears why no code can be sent, on the page, in simplified Chinese', async () => {
    await open(
      false,
      { 'POST personal/password/code': refusal(400, 40012, '您的账号没有电子邮件地址，无法发送验证码') },
      'cn',
      'wx-openid@wechat.invalid',
    );
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await settle();
    await settle();
    expect(within(screen.getByTestId('set-password-form')).getByRole('alert').textContent).toBe(
      '您的账号没有电子邮件地址，无法发送验证码',
    );
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(toasts()).toEqual([]);
  });
});
