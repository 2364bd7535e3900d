/** @jest-environment node */
import { Suspense } from 'react';
import { browserRenderedDigest } from '../hydration';
import { renderToHtml } from './render-html';

function Broken(): never {
  throw new Error('the product page cannot be rendered on the server');
}

const never = new Promise<never>(() => {});
const noDeadline = new AbortController().signal;
function Waiting(): never {
  throw never;
}

it('leaves a part that fails inside a Suspense boundary to the browser, and renders the rest', async () => {
  const { html, leftToBrowser } = await renderToHtml(
    <main>
      <header>Collectibles Shop</header>
      <Suspense fallback={<p>Loading…</p>}>
        <Broken />
      </Suspense>
    </main>,
    noDeadline,
  );
  expect(html).toContain('<header>Collectibles Shop</header>');
  expect(html).toContain('Loading…');
  // Marked for the browser, which renders that part instead of hydrating it.
  expect(html).toContain(`data-dgst="${browserRenderedDigest}"`);
  expect(leftToBrowser).toEqual(['the product page cannot be rendered on the server']);
});

it('renders a page without failures whole, with nothing left to the browser', async () => {
  const { html, leftToBrowser } = await renderToHtml(
    <Suspense fallback={<p>Loading…</p>}>
      <p>Lucky bags</p>
    </Suspense>,
    noDeadline,
  );
  expect(html).toContain('Lucky bags');
  expect(html).not.toContain('Loading…');
  expect(leftToBrowser).toEqual([]);
});

it('fails the whole render when the failure is outside every boundary', async () => {
  await expect(renderToHtml(<Broken />, noDeadline)).rejects.toThrow('the product page cannot be rendered on the server');
});

it('gives up on a render still waiting after its time, rather than serve it half done', async () => {
  await expect(
    renderToHtml(
      <Suspense fallback={<p>Loading…</p>}>
        <Waiting />
      </Suspense>,
      AbortSignal.timeout(50),
    ),
  ).rejects.toThrow(/timeout/);
});
