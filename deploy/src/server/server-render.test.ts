import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createServerRenderer, SHELL_SERVER_BUNDLE } from './server-render.js';

let shellDir: string;

/** A shell whose server bundle renders as `body` says (CommonJS, as the build emits it). */
async function shellRendering(body: string) {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await mkdir(path.join(shellDir, 'server'));
  await writeFile(path.join(shellDir, SHELL_SERVER_BUNDLE), `exports.renderPage = async (request) => { ${body} };`);
  return createServerRenderer({ shellDir, publishDir: shellDir, app: Fastify(), deadlineMs: 200 })!;
}

afterEach(() => rm(shellDir, { recursive: true, force: true }));

const manifest = { remotes: [] };

it('gives up on a render that never answers at its deadline, so the page is served rendered in the browser', async () => {
  const renderer = await shellRendering('return new Promise(() => {});');
  await expect(renderer.render('http://shop.local/', 'tw', manifest)).rejects.toThrow(/timeout/);
});

it('tells the render its deadline, which its data, code and React heed', async () => {
  const renderer = await shellRendering(
    `request.signal.addEventListener('abort', () => { globalThis.renderAbortedBy = request.signal.reason.name; });
     return new Promise(() => {});`,
  );
  await expect(renderer.render('http://shop.local/', 'tw', manifest)).rejects.toThrow(/timeout/);
  expect((globalThis as { renderAbortedBy?: string }).renderAbortedBy).toBe('TimeoutError');
});

it('hands over a render that answers in time', async () => {
  const renderer = await shellRendering(`return { rendered: false, reason: 'the page is rendered in the browser' };`);
  await expect(renderer.render('http://shop.local/', 'tw', manifest)).resolves.toEqual({
    rendered: false,
    reason: 'the page is rendered in the browser',
  });
});
