import { createHmac } from 'node:crypto';
import { signNotice, verifyNotice } from './signature';
import { NoticeRefused } from './types';

// The scheme a gateway and the shop must agree on, byte for byte.

const secret = 'whsec_test';
const body = Buffer.from('{"id":"evt_1","amount":1280}');
const at = new Date('2026-11-23T10:00:00Z');
const ts = at.getTime() / 1000;

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof NoticeRefused) return err.reason;
    throw err;
  }
  return null;
};

test('the signature is HMAC-SHA256 of "<timestamp>.<raw body>" in hex, and verifies', () => {
  const headers = signNotice(secret, ts, body);
  const expected = createHmac('sha256', secret).update(`${ts}.${body.toString()}`).digest('hex');
  expect(headers).toEqual({ 'x-payment-timestamp': String(ts), 'x-payment-signature': `v1=${expected}` });
  expect(refusal(() => verifyNotice(secret, headers, body, at, 300))).toBeNull();
});

test('any change to the body, the timestamp or the secret breaks it', () => {
  const headers = signNotice(secret, ts, body);
  expect(refusal(() => verifyNotice(secret, headers, Buffer.from(body.toString().replace('1280', '1281')), at, 300))).toBe(
    'signature',
  );
  expect(refusal(() => verifyNotice(secret, { ...headers, 'x-payment-timestamp': String(ts + 1) }, body, at, 300))).toBe(
    'signature',
  );
  expect(refusal(() => verifyNotice('whsec_other', headers, body, at, 300))).toBe('signature');
});

test('missing, repeated or malformed headers are refused as unsigned', () => {
  const headers = signNotice(secret, ts, body);
  for (const broken of [
    {},
    { 'x-payment-timestamp': String(ts) },
    { 'x-payment-signature': headers['x-payment-signature'] },
    { ...headers, 'x-payment-signature': 'sha256=abc' },
    { ...headers, 'x-payment-timestamp': '-5' },
    { ...headers, 'x-payment-timestamp': [String(ts), String(ts)] },
  ])
    expect(refusal(() => verifyNotice(secret, broken, body, at, 300))).toBe('signature');
});

test('one matching signature among several is enough (a secret being rotated)', () => {
  const headers = signNotice(secret, ts, body);
  const old = signNotice('whsec_old', ts, body)['x-payment-signature'];
  const both = { ...headers, 'x-payment-signature': `${old}, ${headers['x-payment-signature']}` };
  expect(refusal(() => verifyNotice(secret, both, body, at, 300))).toBeNull();
});

test('a genuine notice signed outside the tolerance, before or after now, is stale', () => {
  for (const offset of [-301, 301, -3600])
    expect(refusal(() => verifyNotice(secret, signNotice(secret, ts + offset, body), body, at, 300))).toBe('stale');
  for (const offset of [-300, 299])
    expect(refusal(() => verifyNotice(secret, signNotice(secret, ts + offset, body), body, at, 300))).toBeNull();
});
