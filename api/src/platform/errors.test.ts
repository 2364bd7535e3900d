import fs from 'node:fs';
import { apiErrorByCode, apiErrors } from '@shop/shared/contract';

// Clients branch on these codes and show these texts: a duplicate, a status that disagrees with its
// code, or a missing translation would reach shoppers.
const entries = Object.entries(apiErrors);

test('every error code is unique and found by its code', () => {
  const codes = entries.map(([, e]) => e.code);
  expect(new Set(codes).size).toBe(codes.length);
  for (const [, e] of entries) expect(apiErrorByCode(e.code)).toBe(e);
  expect(apiErrorByCode(99999)).toBeUndefined();
});

test("every code has five digits and its first three are the entry's HTTP status (4xx or 5xx)", () => {
  const wrong = entries.filter(([, e]) => !/^[45]\d{4}$/.test(String(e.code)) || String(e.status) !== String(e.code).slice(0, 3));
  expect(wrong.map(([name]) => name)).toEqual([]);
});

test('every message exists in tw, cn and en', () => {
  const incomplete = entries.filter(
    ([, e]) => (['tw', 'cn', 'en'] as const).some((l) => !e.messages[l]?.trim()) || Object.keys(e.messages).length !== 3,
  );
  expect(incomplete.map(([name]) => name)).toEqual([]);
});

test("the README's table of error codes is the catalogue: same codes, names and English messages", () => {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const rows = [...readme.matchAll(/^\|\s*(\d{5})\s*\|\s*`([A-Z_]+)`(?: °)?\s*\|\s*(.+?)\s*\|$/gm)].map(([, code, name, en]) => [
    Number(code),
    name,
    en,
  ]);
  expect(rows).toEqual(entries.map(([name, e]) => [e.code, name, e.messages.en]));
});
