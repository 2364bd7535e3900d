import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readShopApps } from '@shop/shared/apps';
import { supportedLocales } from '@shop/shared/stores';

/**
 * Every text exists in tw, cn and en (nothing falls back, SPEC §1), and every text is used. A bundle is a
 * folder holding tw.json, cn.json and en.json; its keys are looked for in the code that owns it: an app's
 * bundles in that app (and in @shop/shared, which defines some keys an app translates, such as the menu's),
 * a shared concern's bundle in that concern.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedSrc = path.join(repoRoot, 'shared/src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

interface Bundle {
  dir: string;
  /** Folders whose code may use the bundle's keys. */
  users: string[];
}

const appRoots = readShopApps(repoRoot).map((app) => path.join(repoRoot, app.folder, 'src'));
const bundles: Bundle[] = [...appRoots, sharedSrc].flatMap((root) =>
  walk(root)
    .filter((file) => path.basename(file) === 'en.json')
    .map((file) => path.dirname(file))
    .map((dir) => ({
      dir,
      users: root === sharedSrc ? [path.join(sharedSrc, path.relative(sharedSrc, dir).split(path.sep)[0]!)] : [root, sharedSrc],
    })),
);

type Texts = { [key: string]: string | Texts };

function flatKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

const read = (dir: string, locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Texts;

/** The string literals and the static pieces of template literals in a folder's code (tests excluded). */
function stringPieces(dirs: string[]): string[] {
  const pieces: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      pieces.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of dirs.flatMap(walk)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  }
  return pieces;
}

const relative = (dir: string) => path.relative(repoRoot, dir);

it('finds the bundles of every app and shared concern', () => {
  expect(bundles.map((bundle) => relative(bundle.dir))).toEqual(
    expect.arrayContaining(['shell/src/i18n', 'mf-catalog/src/i18n', 'shared/src/ui/i18n', 'shared/src/forms/i18n']),
  );
});

describe.each(bundles.map((bundle) => [relative(bundle.dir), bundle] as const))('%s', (_name, bundle) => {
  const keys = flatKeys(read(bundle.dir, 'en')).sort();

  it('has the same texts in tw, cn and en, none of them empty', () => {
    for (const locale of supportedLocales) {
      const texts = read(bundle.dir, locale);
      expect({ locale, keys: flatKeys(texts).sort() }).toEqual({ locale, keys });
      const empty = flatKeys(texts).filter(
        (key) => !key.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part]!, texts),
      );
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });

  it('uses every text', () => {
    const pieces = stringPieces(bundle.users);
    const literals = new Set(pieces);
    // `state.${name}` uses every key under `state.`; `${page}.sections` (read with returnObjects) every key
    // under `<any>.sections`.
    const prefixes = pieces.filter((piece) => /[._]$/.test(piece));
    const suffixes = pieces.filter((piece) => /^\.\w/.test(piece));
    const unused = keys
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
      .filter(
        (key) =>
          !literals.has(key) &&
          !pieces.some((piece) => piece.endsWith(`:${key}`)) &&
          !prefixes.some((prefix) => key.startsWith(prefix) || key.startsWith(prefix.slice(prefix.indexOf(':') + 1))) &&
          !suffixes.some((suffix) => key.slice(key.indexOf('.')).startsWith(suffix)),
      );
    expect([...new Set(unused)]).toEqual([]);
  });
});
