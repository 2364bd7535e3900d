import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Some concerns of @shop/shared are Module Federation singletons. A relative import from one concern into
 * another would bundle a private copy of the second into whichever app provides the first: two session
 * stores, two i18n registries. Across concerns, import `@shop/shared/<concern>` instead.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const concerns = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('no concern reaches into another through a relative path', () => {
  const crossings: string[] = [];
  for (const concern of concerns) {
    for (const file of sourceFiles(path.join(root, concern))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gm)) {
        const target = path.relative(root, path.resolve(path.dirname(file), match[1]!)).split(path.sep)[0];
        if (target !== concern && concerns.includes(target!)) crossings.push(`${path.relative(root, file)} → ${match[1]}`);
      }
    }
  }
  expect(crossings).toEqual([]);
});
