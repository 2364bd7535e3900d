import Fastify, { type FastifyInstance } from 'fastify';
import { TokenBody } from '@shop/shared/contract';
import { expectError, expectShape, freePort, startTestApi, type TestApi } from '@shop/api/testing';

const login = (t: TestApi, code: string) => t.inject({ method: 'POST', url: '/api/v1/account/weixinLogin', payload: { code } });

describe('embedded sandbox (default, HTTP only)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  const scan = async (user: 'a' | 'b') => {
    const page = await t.inject(
      '/dev/wechat/qrconnect?appid=wx-sandbox-app&redirect_uri=%2Flogin&state=s1&response_type=code&scope=snsapi_login',
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/dev/wechat/confirm?user=a');
    const confirm = await t.inject(`/dev/wechat/confirm?user=${user}&redirect_uri=%2Flogin&state=s1`);
    expect(confirm.statusCode).toBe(302);
    const location = new URL(confirm.headers.location as string, t.base);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('state')).toBe('s1');
    return location.searchParams.get('code')!;
  };

  test('scan → code → weixinLogin creates the member once, then logs the same member in', async () => {
    const first = await login(t, await scan('a'));
    expect(first.statusCode).toBe(200);
    expectShape(TokenBody, first.json());
    const me = await t.inject({ url: '/api/v1/personal', headers: { authorization: `Bearer ${first.json().data.jwt}` } });
    expect(me.json().data.account_name).toBe('微信測試用戶A');
    const again = await login(t, await scan('a'));
    expect(again.json().data.user_id).toBe(first.json().data.user_id);
    const other = await login(t, await scan('b'));
    expect(other.json().data.user_id).not.toBe(first.json().data.user_id);
  });

  test('a code works once', async () => {
    const code = await scan('a');
    expect((await login(t, code)).statusCode).toBe(200);
    expectError(await login(t, code), 401, 40104);
    expectError(await login(t, 'never-issued'), 401, 40104);
  });

  test('bad input; the sandbox is no open redirect', async () => {
    for (const code of ['', 'has space', 'x'.repeat(200)]) expectError(await login(t, code), 400, 40004);
    expectError(await t.inject({ method: 'POST', url: '/api/v1/account/weixinLogin', payload: {} }), 400, 40004);
    expectError(await t.inject('/dev/wechat/confirm?user=a&redirect_uri=https%3A%2F%2Fevil.example%2F'), 400, 40004);
    expectError(await t.inject('/dev/wechat/confirm?user=a&redirect_uri=%2F%2Fevil.example'), 400, 40004);
  });

  test('weixinLogin needs no token and ignores a broken one', async () => {
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/account/weixinLogin',
          payload: { code: await scan('b') },
          headers: { authorization: 'Bearer broken' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('real exchange against a stand-in speaking WeChat responses', () => {
  let standIn: FastifyInstance;
  let t: TestApi;
  let downPort: number;
  beforeAll(async () => {
    standIn = Fastify({ logger: false });
    standIn.get('/sns/oauth2/access_token', async (req, reply) => {
      const q = req.query as Record<string, string>;
      if (q.appid !== 'wx-app' || q.secret !== 'wx-secret' || q.grant_type !== 'authorization_code')
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      if (q.code === 'expired') return { errcode: 40029, errmsg: 'invalid code' };
      if (q.code === 'boom') return reply.status(500).send('upstream exploded');
      if (q.code === 'garbage') return reply.type('text/html').send('<html>');
      return {
        access_token: `at-${q.code}`,
        expires_in: 7200,
        refresh_token: 'rt',
        openid: `openid-${q.code}`,
        scope: 'snsapi_login',
      };
    });
    standIn.get('/sns/userinfo', async (req) => {
      const q = req.query as Record<string, string>;
      if (q.access_token === 'at-noinfo') return { errcode: 40001, errmsg: 'invalid credential' };
      return { openid: q.openid, nickname: 'Stand-in 用戶', headimgurl: 'javascript:alert(1)' };
    });
    await standIn.listen({ port: 0, host: '127.0.0.1' });
    const port = (standIn.server.address() as { port: number }).port;
    t = await startTestApi({
      WECHAT_API_BASE: `http://127.0.0.1:${port}/`,
      WECHAT_APP_ID: 'wx-app',
      WECHAT_APP_SECRET: 'wx-secret',
    });
    downPort = await freePort();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  test('success creates a member; unsafe avatar URLs are dropped', async () => {
    const res = await login(t, 'good1');
    expect(res.statusCode).toBe(200);
    const me = (await t.inject({ url: '/api/v1/personal', headers: { authorization: `Bearer ${res.json().data.jwt}` } })).json()
      .data;
    expect(me).toMatchObject({ account_name: 'Stand-in 用戶', avatar_picture: '' });
  });

  test('WeChat errcodes are 40104; an unusable provider is 50201', async () => {
    expectError(await login(t, 'expired'), 401, 40104);
    expectError(await login(t, 'noinfo'), 401, 40104);
    expectError(await login(t, 'boom'), 502, 50201);
    expectError(await login(t, 'garbage'), 502, 50201);
  });

  test('an unreachable provider is 50201', async () => {
    const down = await startTestApi({ WECHAT_API_BASE: `http://127.0.0.1:${downPort}` });
    expectError(await login(down, 'good2'), 502, 50201);
    await down.close();
  });
});
