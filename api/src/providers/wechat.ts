// WeChat website-app OAuth: exchange the code from the QR-scan redirect for the user's openid and profile.
export interface WechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl: string;
}

/** `rejected`: WeChat answered with an errcode (bad, used or expired code…); `unavailable`: no usable answer. */
export class WechatError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch (err) {
    throw new WechatError('unavailable', `request failed: ${(err as Error).message}`);
  }
  if (!res.ok) throw new WechatError('unavailable', `HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new WechatError('unavailable', 'invalid JSON');
  }
  if (typeof body !== 'object' || body === null) throw new WechatError('unavailable', 'unexpected body');
  const b = body as Record<string, unknown>;
  // WeChat reports errors with HTTP 200 and a non-zero errcode.
  if (typeof b.errcode === 'number' && b.errcode !== 0)
    throw new WechatError('rejected', `errcode ${b.errcode}: ${String(b.errmsg ?? '')}`);
  return b;
}

export async function exchangeWechatCode(base: string, appId: string, secret: string, code: string): Promise<WechatUser> {
  const tokenUrl = new URL(`${base}/sns/oauth2/access_token`);
  tokenUrl.search = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' }).toString();
  const token = await getJson(tokenUrl);
  if (typeof token.access_token !== 'string' || typeof token.openid !== 'string' || !token.openid)
    throw new WechatError('unavailable', 'no openid');
  const infoUrl = new URL(`${base}/sns/userinfo`);
  infoUrl.search = new URLSearchParams({ access_token: token.access_token, openid: token.openid }).toString();
  const info = await getJson(infoUrl);
  return {
    openid: token.openid,
    ...(typeof token.unionid === 'string' && { unionid: token.unionid }),
    nickname: typeof info.nickname === 'string' ? info.nickname.slice(0, 50) : '',
    headimgurl: typeof info.headimgurl === 'string' && /^https?:\/\//.test(info.headimgurl) ? info.headimgurl.slice(0, 500) : '',
  };
}
