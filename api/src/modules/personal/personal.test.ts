import { PersonalBody } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
let auth: string;
beforeAll(async () => {
  t = await startTestApi();
  auth = await t.login();
});
afterAll(() => t.close());

const update = (payload: unknown, authorization = auth) =>
  t.inject({ method: 'POST', url: '/api/v1/personal', headers: { authorization }, payload });

test('GET /personal returns the profile with the spec fields', async () => {
  const res = await t.inject({ url: '/api/v1/personal', headers: { authorization: auth } });
  expect(res.statusCode).toBe(200);
  expectShape(PersonalBody, res.json());
  expect(res.json().data).toMatchObject({
    email: 'demo@shop.local',
    account_status: 'active',
    phone_code: '886',
    gender: 'female',
    birthday_timestamp: 631152000,
  });
});

test('POST /personal updates the given fields only', async () => {
  const res = await update({ account_name: 'Demo Two', gender: 'male', birthday_timestamp: 946684800 });
  expect(res.statusCode).toBe(200);
  expectShape(PersonalBody, res.json());
  expect(res.json().data).toMatchObject({
    account_name: 'Demo Two',
    gender: 'male',
    birthday_timestamp: 946684800,
    phone_number: '912345678',
  });
  const phone = await update({ phone_code: '+86', phone_number: '138-0013-8000' });
  expect(phone.json().data).toMatchObject({ phone_code: '86', phone_number: '13800138000' });
  expect((await t.inject({ url: '/api/v1/personal', headers: { authorization: auth } })).json().data.account_name).toBe(
    'Demo Two',
  );
});

test('POST /personal bad input: empty, unknown fields, wrong types, invalid phone', async () => {
  for (const body of [
    {},
    { nickname: 'x' },
    { gender: 'other' },
    { birthday_timestamp: 'yesterday' },
    { account_name: '' },
    { avatar_picture: 'javascript:alert(1)' },
  ]) {
    expectError(await update(body), 400, 40004);
  }
  expectError(await update({ phone_code: '886', phone_number: '12345' }), 400, 40004);
});

test('both routes need a valid token', async () => {
  expectError(await t.inject('/api/v1/personal'), 403, 40301);
  expectError(await update({ account_name: 'x' }, 'Bearer broken'), 403, 40301);
});
