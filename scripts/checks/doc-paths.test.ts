import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Doc, docPathProblems, isCheckedDoc, repoDocs, repoTree, type RepoTree } from './doc-paths';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('every path and link the README, docs/ and the workspaces’ READMEs name exists in the repo', () => {
  const tree = repoTree(repoRoot);
  const docs = repoDocs(repoRoot, tree);
  expect(docs.map((doc) => doc.path)).toEqual(expect.arrayContaining(['README.md', 'deploy/README.md', 'docs/architecture.md']));
  expect(docPathProblems(docs, tree)).toEqual([]);
});

const files = [
  'README.md',
  'api/README.md',
  'api/src/modules/kuji/box.ts',
  'deploy/README.md',
  'deploy/docker/Dockerfile',
  'deploy/src/server/health.ts',
  'docs/architecture.md',
  'mf-catalog/src/routes.tsx',
  'mf-checkout/src/routes.tsx',
  'shared/src/manifest/manifest.ts',
];
// As the repo's .gitignore: build output, data and the publish folder.
const ignoredRoots = /(^|\/)(dist|\.data|published|\.tmp)\//;
const tree: RepoTree = { files, isIgnored: (paths) => new Set(paths.filter((one) => ignoredRoots.test(`${one}/`))) };
const problemsOf = (doc: Doc) => docPathProblems([doc], tree).map(({ line, named, problem }) => ({ line, named, problem }));

describe('a document', () => {
  it('naming a path that moved fails, with the line', () => {
    const text = '# Deploy\n\n`remotes.json` (type `RemotesManifest`, `shared/src/routing/manifest.ts`):\n';
    expect(problemsOf({ path: 'deploy/README.md', text })).toEqual([
      { line: 3, named: 'shared/src/routing/manifest.ts', problem: 'no such path' },
    ]);
    expect(problemsOf({ path: 'deploy/README.md', text: text.replace('routing', 'manifest') })).toEqual([]);
  });

  it('names paths from the repo root or from its own folder', () => {
    const text = '`src/server/health.ts`, `docker/Dockerfile`, `deploy/src/server/`, `src/server/heath.ts`';
    expect(problemsOf({ path: 'deploy/README.md', text })).toEqual([
      { line: 1, named: 'src/server/heath.ts', problem: 'no such path' },
    ]);
  });

  it('may shorten a path to its end when the end is a file of the repo', () => {
    expect(problemsOf({ path: 'docs/architecture.md', text: '(`kuji/box.ts`) and (`kuji/bax.ts`)' })).toEqual([
      { line: 1, named: 'kuji/bax.ts', problem: 'no such path' },
    ]);
  });

  it('may name every remote with a placeholder, which must match one', () => {
    const text = '`mf-<remote>/src/routes.tsx`\n`mf-<remote>/src/route.tsx`\n`mf-x/src/routes.tsx`';
    expect(problemsOf({ path: 'README.md', text })).toEqual([
      { line: 2, named: 'mf-<remote>/src/route.tsx', problem: 'no such path' },
      { line: 3, named: 'mf-x/src/routes.tsx', problem: 'no such path' },
    ]);
  });

  it('links to files and headings that exist', () => {
    const readme = { path: 'README.md', text: '# Shop\n\n## Where things live\n' };
    const doc = {
      path: 'docs/architecture.md',
      text: [
        '[README](../README.md#where-things-live), [api](../api/README.md), [here](#architecture)',
        '# Architecture',
        '[gone](remotes.md) and [no heading](../README.md#how-to-release)',
      ].join('\n'),
    };
    expect(docPathProblems([readme, doc], tree).map(({ line, named, problem }) => ({ line, named, problem }))).toEqual([
      { line: 3, named: 'remotes.md', problem: 'no such path' },
      { line: 3, named: '../README.md#how-to-release', problem: 'no such heading' },
    ]);
  });

  it('leaves alone what is not a repo path: URLs, URL paths, packages, MIME types, commands, build output', () => {
    const text = [
      'http://localhost:8080/dev/mailbox, [Redocly](https://redocly.com/docs/cli/), `/api/v1/*`, `/remotes/<app>/<version>/*`',
      '`@shop/shared/page-cache`, `react-router/dom`, `text/plain`, `tw/cn/en`, `account/firebaseLogin`',
      '`npm run dev -w mf-catalog`, `GET /api/client-config`, `shell/dist/server/render.cjs`, `.data/`, `published/remotes/<app>/`',
      '`objects/`, `avatars/<id>/`, `<version>/server/remoteEntry.cjs`, `mf-catalog@<version>`',
    ].join('\n');
    expect(problemsOf({ path: 'README.md', text })).toEqual([]);
  });

  it('is not read inside fenced code blocks', () => {
    const text = '```\n<publishDir>/\n  remotes/nowhere.json   `shared/src/nowhere.ts`\n```\n';
    expect(problemsOf({ path: 'deploy/README.md', text })).toEqual([]);
  });
});

it('the checked documents are the README, docs/ and each workspace’s README', () => {
  const all = ['README.md', 'docs/architecture.md', 'docs/decisions/001-x.md', 'api/README.md', 'api/src/notes.md', 'e2e/x.md'];
  expect(all.filter(isCheckedDoc)).toEqual(['README.md', 'docs/architecture.md', 'docs/decisions/001-x.md', 'api/README.md']);
});
