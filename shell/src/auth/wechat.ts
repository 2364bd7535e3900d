import { weixinLogin } from '../api/account';
import { track } from '@shop/shared/analytics';
import { signIn } from '@shop/shared/stores';

const pendingKey = 'wechatLogin';

/** Sends the visitor to WeChat's QR page; WeChat comes back to /login with `code` and `state`. */
export function startWechatLogin(redirect: string): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(pendingKey, state);
  const url = new URL(__WECHAT_LOGIN__.authorizeUrl, window.location.origin);
  const callback = `/login?${new URLSearchParams({ redirect })}`;
  // WeChat needs an absolute address; the same-origin sandbox takes the path.
  const back = url.origin === window.location.origin ? callback : `${window.location.origin}${callback}`;
  url.search = new URLSearchParams({
    appid: __WECHAT_LOGIN__.appId,
    redirect_uri: back,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  }).toString();
  url.hash = 'wechat_redirect';
  window.location.assign(url.toString());
}

/**
 * Finishes a WeChat login when /login is opened with `code` and `state`. The state must be the one this
 * tab sent (no login from a link someone else started); the API exchanges the code for the member.
 * Returns false when the URL is no WeChat callback for this tab.
 */
export async function completeWechatLogin(code: string | null, state: string | null): Promise<boolean> {
  const expected = sessionStorage.getItem(pendingKey);
  if (!code || !state || state !== expected) return false;
  sessionStorage.removeItem(pendingKey);
  const { data } = await weixinLogin({ code }, { loading: true });
  track.login('wechat', data.user_id);
  signIn(data.jwt);
  return true;
}
