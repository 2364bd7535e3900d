import { createConfig, lintFromString } from '@redocly/openapi-core';
import { startTestApi, type TestApi } from '../testing/harness';

// Client generators and API tooling read this document as it is: it must pass Redocly's recommended rules.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test("the live OpenAPI document passes Redocly's recommended ruleset with no error and no warning", async () => {
  const res = await t.inject('/api/v1/openapi.json');
  expect(res.statusCode).toBe(200);
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: res.body, absoluteRef: `${t.base}/api/v1/openapi.json`, config });
  expect(problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
});

test('public routes declare no security, member routes the bearer scheme, optional sign-in both', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  expect(doc.paths['/api/v1/product']!.get!.security).toEqual([]);
  expect(doc.paths['/api/v1/cart']!.post!.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/api/v1/personal']!.get!.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/api/v1/product/{id}/arrival-notice']!.post!.security).toEqual([{}, { bearer: [] }]);
});
