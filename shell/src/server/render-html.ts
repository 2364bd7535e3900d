import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { browserRenderedDigest } from '../hydration';

export interface RenderedHtml {
  html: string;
  /** Why parts of the page were left to the browser (errors inside a Suspense boundary), if any were. */
  leftToBrowser: string[];
}

/**
 * React's streaming renderer, read to the end once everything has resolved: the HTML then holds every page's
 * content and none of React's inline scripts (the shop's policy allows only the shell's own, by its hash), and a
 * failure still leaves the response untouched.
 * An error inside a Suspense boundary (a remote's page that cannot render on the server, or whose data failed)
 * leaves that boundary to the browser: React sends its loading state, marked with `browserRenderedDigest`, and the
 * browser renders it while hydrating the rest. An error outside every boundary sends the whole page to the browser.
 */
export function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<RenderedHtml> {
  const leftToBrowser: string[] = [];
  let late = false;
  return new Promise<RenderedHtml>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Never split a large boundary out into a later chunk revealed by an inline script (the policy allows only
      // the shell's own).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // After an abort React completes the render with what it has: that page is not served.
        if (late) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), leftToBrowser }));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        leftToBrowser.push(error instanceof Error ? error.message : String(error));
        return browserRenderedDigest;
      },
    });
    // A page still waiting when its time is up is better rendered in the browser at once than half rendered here.
    const giveUp = () => {
      late = true;
      reject(signal.reason as Error);
      stream.abort(signal.reason);
    };
    if (signal.aborted) giveUp();
    else signal.addEventListener('abort', giveUp, { once: true });
  });
}
