import { ensureAuthEmulator } from '../testing/auth-emulator';
import { startTestApi, type TestApi } from '../testing/harness';

// For every operation in the OpenAPI document, send generated bad inputs; nothing may answer 5xx.
type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[] };
type Op = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const huge = 'ß'.repeat(20_000);
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '😀'.repeat(50),
  '%',
  '%%25',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(3000),
  '１２３',
  'NaN',
  'null',
];
const badScalars: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  'x',
  '',
  huge,
  {},
  [],
  [null],
  { a: { b: { c: [] } } },
];

function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    default:
      return 'a@b.co';
  }
}

function bodies(schema: Schema | undefined): unknown[] {
  const out: unknown[] = [null, [], 'text', 42, {}, { unknown_field: 1 }];
  const valid = sample(schema) as Record<string, unknown>;
  for (const key of Object.keys(schema?.properties ?? {})) {
    for (const v of [...badScalars, ...oddStrings]) out.push({ ...valid, [key]: v });
    const { [key]: _dropped, ...missing } = valid;
    out.push(missing);
  }
  return out;
}

function queries(params: { name: string; in: string }[]): string[] {
  const q = params.filter((p) => p.in === 'query').map((p) => p.name);
  const out = ['?unknown=1', `?${'a'.repeat(5000)}=1`, '?%ZZ=1', '?page=1&page=2'];
  for (const name of q) {
    for (const v of [...oddStrings, '-1', '0', '1e3', '99999999999999999999', '1.5', 'true', '[]', '{}'])
      out.push(`?${name}=${encodeURIComponent(v)}`);
    out.push(`?${name}=1&${name}=2`, `?${name}[a]=1`, `?${name}`);
  }
  return out;
}

const pathValues = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  encodeURIComponent('😀'),
  'x'.repeat(3000),
  '1',
  '2147483647',
];

let t: TestApi;
let auth: string;
let emulator: Awaited<ReturnType<typeof ensureAuthEmulator>>;
beforeAll(async () => {
  // Google sign-in configured as in development, so firebaseLogin meets the bad tokens too.
  emulator = await ensureAuthEmulator();
  t = await startTestApi({
    RATE_LOGIN_PER_MINUTE: '100000',
    RATE_CODE_PER_MINUTE: '100000',
    RATE_RESET_PER_MINUTE: '100000',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  });
  auth = await t.login();
});
afterAll(async () => {
  await t.close();
  emulator.release();
});

test('no generated bad input makes any route answer 5xx', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
  let sent = 0;
  const failures: string[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      const hasPathParam = params.some((p) => p.in === 'path');
      const urls = hasPathParam ? pathValues.map((v) => template.replace(/\{[^}]+\}/g, v)) : [template];
      const baseUrl = template.replace(/\{[^}]+\}/g, '1');
      const requests: { url: string; payload?: unknown }[] = urls.map((url) => ({ url }));
      for (const qs of queries(params)) requests.push({ url: baseUrl + qs });
      if (method === 'post') {
        for (const payload of bodies(op.requestBody?.content?.['application/json']?.schema))
          requests.push({ url: baseUrl, payload: payload === null ? 'null' : payload });
        requests.push({ url: baseUrl, payload: '{"unterminated": ' }, { url: baseUrl, payload: '\u0000\u0001' });
      }
      // Logging out would end the session the other requests use.
      const headers: Record<string, string> = template.endsWith('/logout') ? {} : { authorization: auth };
      for (let i = 0; i < requests.length; i += 25) {
        const batch = requests.slice(i, i + 25);
        const results = await Promise.all(
          batch.map((r) =>
            t.inject({
              method: method.toUpperCase(),
              url: r.url,
              headers: r.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              payload: r.payload as never,
            }),
          ),
        );
        results.forEach((res, j) => {
          sent++;
          if (res.statusCode >= 500)
            failures.push(
              `${method.toUpperCase()} ${batch[j]!.url.slice(0, 120)} ${JSON.stringify(batch[j]!.payload)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        });
      }
    }
  }
  console.log(`fuzz: ${sent} requests over ${Object.keys(doc.paths).length} paths, ${failures.length} answered ≥ 500`);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(1000);
}, 300_000);
