/**
 * What the document server adds to the shell's documents: the deadline of every render, and no render from a shell
 * rebuilt since the server loaded its server bundle (the browser would hydrate with other code).
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, expect, it } from '@jest/globals';
import { createShellDocuments, SHELL_SERVER_BUNDLE } from './shell-documents.js';

let shellDir: string;

/** A shell server bundle (CommonJS, as the build emits it) answering with what its handler was given. */
async function shellAnswering(deadlineMs = 200) {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  await mkdir(path.join(shellDir, 'server'));
  await writeFile(
    path.join(shellDir, SHELL_SERVER_BUNDLE),
    `exports.createDocumentHandler = (setup) => async (request, options) => {
       const aborted = await new Promise((resolve) => {
         options.signal.addEventListener('abort', () => resolve(options.signal.reason.name));
         if (options.render === false) resolve('not rendered');
       });
       return Response.json({ url: request.url, nonce: options.nonce, render: options.render, aborted, api: typeof setup.api });
     };`,
  );
  return createShellDocuments({ shellDir, publishDir: shellDir, app: Fastify(), deadlineMs })!;
}

afterEach(() => rm(shellDir, { recursive: true, force: true }));

const ask = (documents: Awaited<ReturnType<typeof shellAnswering>>) =>
  documents(new Request('http://shop.local/product/1'), { nonce: 'n0nce' }).then((response) => response.json());

it('gives every document its render deadline, which the shell heeds by leaving the page to the browser', async () => {
  const started = Date.now();
  expect(await ask(await shellAnswering(200))).toEqual({
    url: 'http://shop.local/product/1',
    nonce: 'n0nce',
    render: true,
    aborted: 'TimeoutError',
    api: 'function',
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(150);
});

it('renders nothing with a shell rebuilt since the server started, until it restarts', async () => {
  const documents = await shellAnswering(60_000);
  const later = new Date(Date.now() + 5000);
  await utimes(path.join(shellDir, SHELL_SERVER_BUNDLE), later, later);
  expect(await ask(documents)).toMatchObject({ render: false, aborted: 'not rendered' });
});

it('is none for a shell built without its server bundle (its index.html is served)', async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-'));
  expect(createShellDocuments({ shellDir, publishDir: shellDir })).toBeUndefined();
});
