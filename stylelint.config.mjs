/**
 * Share state, bundle code — and scope every class. Each app's CSS is a CSS Module whose class names are local
 * to the app that bundles it (rspack.config.base.ts), so no remote can restyle another or the shell, and the
 * shell cannot restyle a remote. The only global CSS is the design tokens and the document's base rules in
 * @shop/shared/ui, and the boot screen's. These rules keep it that way (`npm run lint:css`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The global stylesheets, loaded once by the shell (and by a remote running alone), and the boot screen's, inline in
 * the document so that it paints before any stylesheet has loaded.
 */
const globalStylesheets = ['shared/src/ui/tokens.css', 'shared/src/ui/base.css', 'shell/src/boot-screen.css'];

const onlyModulesRule = 'shop/css-modules-only';
const onlyModulesMessages = stylelint.utils.ruleMessages(onlyModulesRule, {
  rejected: (file) => `${file} is global CSS: name it *.module.css (only ${globalStylesheets.join(' and ')} are global)`,
});

/** A stylesheet of the apps or of @shop/shared/ui is a CSS Module unless it is one of the global ones. */
const onlyModules = stylelint.createPlugin(onlyModulesRule, (enabled) => (root, result) => {
  const file = root.source?.input.file;
  if (!enabled || !file) return;
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  if (relative.endsWith('.module.css') || globalStylesheets.includes(relative)) return;
  stylelint.utils.report({ ruleName: onlyModulesRule, result, node: root, message: onlyModulesMessages.rejected(relative) });
});
onlyModules.rule.ruleName = onlyModulesRule;
onlyModules.rule.messages = onlyModulesMessages;

/** @type {import('stylelint').Config} */
export default {
  plugins: [onlyModules],
  rules: {
    [onlyModulesRule]: true,
    'declaration-no-important': true,
    'keyframe-declaration-no-important': true,
    'selector-max-id': 0,
    'selector-pseudo-class-disallowed-list': [['global']],
    'block-no-empty': true,
    'no-empty-source': true,
  },
  overrides: [
    {
      files: ['**/*.module.css'],
      rules: {
        // Every selector names one of the module's classes: a selector without one would match across apps.
        // (Keyframe selectors — from, to, 50% — are not element selectors.)
        'selector-disallowed-list': [
          [/^(?!\s*(?:from|to|[\d.]+%)\s*$)[^.]*$/],
          {
            splitList: true,
            message: (selector) => `"${selector}" has no class: in a CSS Module every selector starts from one of its classes`,
          },
        ],
        // A type only below a class (`.card img`), never on its own or first (`img`, `img .card`).
        'selector-max-type': [0, { ignore: ['descendant', 'child', 'next-sibling'] }],
        'selector-max-universal': 0,
        // `:root` styles the document, whichever app's stylesheet says it; tokens live in tokens.css.
        'selector-pseudo-class-disallowed-list': [['global', 'root']],
        // Components read classes as `styles.name`.
        'selector-class-pattern': [
          '^[a-z][a-zA-Z0-9]*$',
          { message: (selector) => `"${selector}": CSS Module classes are camelCase, read as styles.camelCase` },
        ],
      },
    },
  ],
};
