/**
 * Jest transform for stylesheets; rspack bundles the real ones.
 * - A plain stylesheet (the design tokens, the base rules) has no behaviour to test: an empty module.
 * - A CSS Module (`*.module.css`) exports each class it defines under its own name, so `styles.card === 'card'`
 *   and components render real class attributes in jsdom.
 * Not a Proxy: components import `* as styles` (rspack gives CSS Modules named exports only), and a module
 * namespace has a fixed list of names, so the names are read from the stylesheet. A class the stylesheet does not
 * define is undefined here, as it is a build error in rspack.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const ownSource = readFileSync(new URL(import.meta.url), 'utf8');

/** The class names in the selectors of a stylesheet (not in its declarations, where `url(a.png)` looks like one). */
export function classNamesOf(css) {
  const names = new Set();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of withoutComments.matchAll(/([^{};]*)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, name] of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name);
  }
  return [...names];
}

export default {
  process(source, path) {
    if (!path.endsWith('.module.css')) return { code: '' };
    const classes = Object.fromEntries(classNamesOf(source).map((name) => [name, name]));
    return { code: `module.exports = ${JSON.stringify(classes)};` };
  },
  getCacheKey(source, path) {
    return createHash('sha1').update(ownSource).update(path).update(source).digest('hex');
  },
};
