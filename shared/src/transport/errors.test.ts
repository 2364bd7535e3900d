import { AxiosError, AxiosHeaders } from 'axios';
import { initI18n, i18next } from '@shop/shared/i18n';
import { $jwt, signIn } from '@shop/shared/stores';
import { $navigationRequest, $toasts } from '@shop/shared/stores';
import { ApiError, handleApiError, messageFor, toApiError } from './errors';
import './namespace';

beforeAll(async () => {
  await initI18n('tw');
});

beforeEach(() => {
  $toasts.set([]);
  $navigationRequest.set(null);
});

describe('messageFor (SPEC §8 order)', () => {
  it('prefers the call’s own message for the code', async () => {
    const error = new ApiError(400, 40004, 'server text');
    await expect(messageFor(error, { errorMessages: { 40004: 'custom' } })).resolves.toBe('custom');
  });

  it.each([400, 403, 500])('turns %i with 40004 into the localized bad-parameters text', async (status) => {
    await expect(messageFor(new ApiError(status, 40004, 'x'))).resolves.toBe('參數錯誤，請重新輸入');
  });

  it('shows the server’s message for any other code', async () => {
    await expect(messageFor(new ApiError(409, 40901, 'This email address is already in use'))).resolves.toBe(
      'This email address is already in use',
    );
  });

  it('shows 404 for a 404 without a code', async () => {
    await expect(messageFor(new ApiError(404, undefined, 'Request failed'))).resolves.toBe('404');
  });

  it('shows the partial-load text for a timeout and the generic text otherwise', async () => {
    await expect(messageFor(new ApiError(0, undefined, 'timeout of 10000ms exceeded'))).resolves.toBe(
      '部分資料載入失敗，請重新整理或稍候再試',
    );
    await expect(messageFor(new ApiError(0, undefined, 'Network Error'))).resolves.toBe('發生錯誤，請稍候再試');
  });

  it('speaks the chosen language', async () => {
    await i18next.changeLanguage('en');
    await expect(messageFor(new ApiError(400, 40004, 'x'))).resolves.toBe('Invalid parameters, please re-enter.');
    await i18next.changeLanguage('tw');
  });
});

describe('handleApiError', () => {
  it('on 40301 signs out, asks for /login and toasts the server’s message', async () => {
    signIn('a-token');
    await handleApiError(new ApiError(403, 40301, '登入已失效，請重新登入'));
    expect($jwt.get()).toBeUndefined();
    expect($navigationRequest.get()).toBe('/login');
    expect($toasts.get().map((toast) => [toast.kind, toast.message])).toEqual([['error', '登入已失效，請重新登入']]);
  });

  it('tells a member once why they were signed out, even when the first call to find out handles its own errors', async () => {
    signIn('a-token');
    await handleApiError(new ApiError(403, 40301, 'expired'), { noGlobalError: true });
    expect($jwt.get()).toBeUndefined();
    expect($navigationRequest.get()).toBe('/login');
    expect($toasts.get().map((toast) => toast.message)).toEqual(['expired']);

    // The other calls still under way with the old token come back after the sign-out: no second toast.
    await handleApiError(new ApiError(403, 40301, 'expired'));
    expect($toasts.get()).toHaveLength(1);
  });

  it('skips the toast for calls flagged noGlobalError on any other error', async () => {
    await handleApiError(new ApiError(409, 40901, 'in use'), { noGlobalError: true });
    expect($toasts.get()).toEqual([]);
  });
});

describe('toApiError', () => {
  it('reads status, error_code and error_msg from an API response', () => {
    const headers = new AxiosHeaders();
    const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, {
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config: { headers },
      data: { error_code: 40901, error_msg: 'in use' },
    });
    expect(toApiError(error)).toMatchObject({ status: 409, code: 40901, message: 'in use' });
  });

  it('keeps a network failure’s message and status 0', () => {
    expect(toApiError(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'))).toMatchObject({
      status: 0,
      code: undefined,
      message: 'timeout of 10000ms exceeded',
    });
  });
});
