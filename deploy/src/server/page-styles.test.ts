import { afterAll, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { removeTempDirs, tempDir, writeFiles } from '../test-support/fixtures.js';
import { registerPageStyles } from './page-styles.js';

afterAll(removeTempDirs);

async function shopWithStyles() {
  const shellDir = await tempDir('page-styles-shell');
  const publishDir = await tempDir('page-styles-publish');
  await writeFiles(shellDir, { 'main.1111aaaa.css': '.header{color:red}', 'page.2222bbbb.css': '.frame{margin:0}' });
  await writeFiles(publishDir, { 'remotes/mf-catalog/1.0.0-abc/1.3333cccc.css': '.card{padding:1px}' });
  const app = Fastify();
  const styles = registerPageStyles(app, { shellDir, publishDir });
  return { app, styles };
}

it('serves the shell and remote stylesheets as one immutable file, in the order given', async () => {
  const { app, styles } = await shopWithStyles();
  const files = ['/main.1111aaaa.css', '/page.2222bbbb.css', '/remotes/mf-catalog/1.0.0-abc/1.3333cccc.css'];
  const url = await styles.bundle(files);
  expect(url).toMatch(/^\/page-styles\/[\w-]+\.css$/);
  expect(await styles.bundle([...files])).toBe(url);

  const answer = await app.inject({ url: url! });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.body).toBe('.header{color:red}\n.frame{margin:0}\n.card{padding:1px}\n');

  const reordered = await styles.bundle([files[1]!, files[0]!]);
  expect(reordered).not.toBe(url);
});

it('bundles nothing it cannot read whole, and knows no name it did not make', async () => {
  const { app, styles } = await shopWithStyles();
  expect(await styles.bundle(['/main.1111aaaa.css', '/missing.4444dddd.css'])).toBeUndefined();
  expect(await styles.bundle(['/../secret.css'])).toBeUndefined();
  expect((await app.inject({ url: '/page-styles/unknown.css' })).statusCode).toBe(404);
});
