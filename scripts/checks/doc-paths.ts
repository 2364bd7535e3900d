import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A document of the repo and its text. */
export interface Doc {
  path: string;
  text: string;
}

/** A path or link a document names that the repo does not have. */
export interface DocPathProblem {
  doc: string;
  line: number;
  named: string;
  problem: 'no such path' | 'no such heading';
}

/** What the check knows of the repo: its files, and which paths git ignores (build output, data, the publish folder). */
export interface RepoTree {
  files: readonly string[];
  isIgnored: (paths: readonly string[]) => Set<string>;
}

/** The documents a newcomer reads: the README, everything under docs/, and each workspace's README. */
export const isCheckedDoc = (file: string): boolean => /^(README\.md|docs\/.+\.md|[^/]+\/README\.md)$/.test(file);

/**
 * Every repo path a document names that does not exist: backticked paths (`shared/src/x.ts`, `mf-<remote>/src/`) and
 * markdown links, each resolved from the repo's root and from the document's folder. What is plainly not a repo path
 * is left alone: URLs and URL paths (`/api/v1`), npm packages (`@shop/shared/ui`, `react-router/dom`), MIME types,
 * anything with spaces, and git-ignored output (`shell/dist/…`, `.data/`). A shorthand that names no root folder
 * (`auth/redirect.ts` after a paragraph on `shell/src/auth/`) must be the end of some path of the repo.
 */
export function docPathProblems(docs: readonly Doc[], tree: RepoTree): DocPathProblem[] {
  const files = [...tree.files].sort();
  const entries = new Set(files.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
  const roots = new Set(files.map((file) => file.split('/')[0]!));
  const docFolderEntries = (folder: string) => [
    ...new Set(files.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1).split('/')[0]!)),
  ];
  const headings = new Map(docs.map((doc) => [doc.path, headingAnchors(doc.text)]));
  const named = docs.flatMap((doc) => namedPaths(doc));
  const ignored = tree.isIgnored([...new Set(named.map((one) => concrete(one.resolved ?? one.named)))]);
  const problems: DocPathProblem[] = [];
  for (const one of named) {
    const report = (problem: DocPathProblem['problem']) =>
      problems.push({ doc: one.doc, line: one.line, named: one.named, problem });
    if (one.kind === 'link') {
      const target = one.resolved!;
      if (!exists(target, entries, files) && !ignored.has(concrete(target))) report('no such path');
      else if (one.anchor && target.endsWith('.md') && !headings.get(target)?.has(one.anchor)) report('no such heading');
      continue;
    }
    const folder = path.posix.dirname(one.doc);
    const fromDoc = folder === '.' ? null : path.posix.join(folder, one.named);
    if ([one.named, fromDoc].some((candidate) => candidate !== null && exists(candidate, entries, files))) continue;
    if (ignored.has(concrete(one.named)) || (fromDoc !== null && ignored.has(concrete(fromDoc)))) continue;
    const first = new RegExp(`^${toPattern(one.named.split('/')[0]!)}$`);
    const rooted =
      [...roots].some((root) => first.test(root)) ||
      (fromDoc !== null && docFolderEntries(folder).some((entry) => first.test(entry)));
    if (rooted) report('no such path');
    else if (isCheckedShorthand(one.named) && !endsSomePath(one.named, files)) report('no such path');
  }
  return problems;
}

interface NamedPath {
  doc: string;
  line: number;
  named: string;
  kind: 'code' | 'link';
  resolved?: string;
  anchor?: string;
}

/** The backticked paths and link targets of a document, outside fenced code blocks (shell sessions, trees). */
function namedPaths(doc: Doc): NamedPath[] {
  const found: NamedPath[] = [];
  let fenced = false;
  doc.text.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    const line = index + 1;
    const withoutCode = text.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file === '' ? doc.path : path.posix.normalize(path.posix.join(path.posix.dirname(doc.path), file));
      found.push({ doc: doc.path, line, named: target, kind: 'link', resolved: resolved.replace(/\/$/, ''), anchor });
    }
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      const named = match[1]!.replace(/^\.\//, '');
      if (looksLikeRepoPath(named)) found.push({ doc: doc.path, line, named, kind: 'code' });
    }
  });
  return found;
}

/**
 * Whether a path that starts at no folder of the repo is still meant as one: a file or folder of two segments or
 * more, without placeholders. `objects/` or `avatars/<id>/` name places in a bucket or the publish folder.
 */
const isCheckedShorthand = (named: string) =>
  /\.[a-z0-9]+$|\/$/i.test(named) && !/[<*{]/.test(named) && named.replace(/\/$/, '').includes('/');

/** A path shape: segments of file-name characters, placeholders (`<app>`) and globs, not a URL, package or sentence. */
function looksLikeRepoPath(text: string): boolean {
  if (!text.includes('/') || /^[/@~<]/.test(text) || text.includes('//')) return false;
  if (!/^[\w.\-<>{},*/]+$/.test(text) || /,(?![^{]*\})/.test(text)) return false;
  return true;
}

/** Whether a path (with `<placeholder>`, `*`, `**`, `{a,b}`) names a file or folder of the repo. */
function exists(named: string, entries: ReadonlySet<string>, files: readonly string[]): boolean {
  const trimmed = named.replace(/\/$/, '');
  if (!/[<*{]/.test(trimmed)) return entries.has(trimmed);
  const pattern = new RegExp(`^${toPattern(trimmed)}(/|$)`);
  return files.some((file) => pattern.test(file));
}

/** Whether a shorthand is the end of some path of the repo (`kuji/box.ts` of `api/src/modules/kuji/box.ts`). */
function endsSomePath(named: string, files: readonly string[]): boolean {
  const pattern = new RegExp(`(^|/)${toPattern(named.replace(/\/$/, ''))}(/|$)`);
  return files.some((file) => pattern.test(file));
}

function toPattern(named: string): string {
  return named
    .split(/(<[^>]*>|\*\*|\*|\{[^}]*\})/)
    .map((part) => {
      if (part.startsWith('<')) return '[^/]+';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part.startsWith('{')) return `(${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path git can be asked about: each placeholder or glob made one concrete name. */
const concrete = (named: string) =>
  named
    .replace(/<[^>]*>|\*\*?/g, 'x')
    .replace(/\{([^,}]*)[^}]*\}/g, '$1')
    .replace(/\/$/, '/x');

/** GitHub's anchors of a markdown document's headings (`## Changing \`@shop/shared\`` → `changing-shopshared`). */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** The repo as git sees it: tracked files and new ones not ignored, that are on disk. */
export function repoTree(repoRoot: string): RepoTree {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
  const isIgnored = (paths: readonly string[]) => {
    try {
      return new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n').filter(Boolean));
    } catch {
      // check-ignore exits 1 when no path is ignored.
      return new Set<string>();
    }
  };
  return { files, isIgnored };
}

/** The repo's checked documents with their text. */
export function repoDocs(repoRoot: string, tree: RepoTree): Doc[] {
  return tree.files.filter(isCheckedDoc).map((file) => ({ path: file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
}
