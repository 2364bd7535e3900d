import path from 'node:path';

/**
 * Jest's path filter (a regular expression over absolute paths) for one app's own unit tests: every test file
 * under `<root>/<app>/`, none of another app, not even one whose name starts with this one's (`mf-catalog-x`).
 */
export function unitTestPattern(root: string, app: string): string {
  return `^${escapeRegExp(path.join(root, app))}/`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
