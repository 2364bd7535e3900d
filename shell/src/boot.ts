/**
 * The document's only script (the build turns the shell's own script, main.js, into a low-priority preload marked
 * `data-shop-main`, and compiles this file on its own: it imports nothing). A page rendered on the server is on
 * screen from its HTML, and its largest picture is what a shopper looks at first: the shop's code starts once the
 * page has loaded (pictures, styles and the preloaded code) and that picture has been painted, so that a phone's CPU,
 * busy with the code, does not hold the paint back. A page the browser renders (the boot screen) starts once loaded.
 *
 * The script is `async`: it runs in a task of its own, whenever it arrives, and decides nothing before the load
 * event (the document may not be parsed yet). Deferred, it would run in the task that also lays out the whole page.
 */
const main = document.querySelector<HTMLLinkElement>('link[data-shop-main]');
/** A page whose largest paint is text has no picture to wait for. */
const pictureWaitMs = 500;
/** A picture that never finishes loading must not keep the page from becoming interactive. */
const latestStartMs = 3000;

let started = false;
function startShop(): void {
  if (started || !main) return;
  started = true;
  const script = document.createElement('script');
  script.src = main.href;
  document.head.append(script);
}

/** Largest-paint entries are reported once painted on screen; a picture's carries its URL. */
function startAfterLargestPicture(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(startShop, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntries().some((entry) => (entry as LargestContentfulPaint).url)) return;
    observer.disconnect();
    setTimeout(startShop, 0);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(startShop, pictureWaitMs);
}

function whenLoaded(): void {
  // The attribute is `serverRenderedAttribute` of @shop/shared/manifest, which this file cannot import.
  if (document.getElementById('root')?.hasAttribute('data-server-rendered')) startAfterLargestPicture();
  else startShop();
}

if (document.readyState === 'complete') whenLoaded();
else window.addEventListener('load', whenLoaded, { once: true });
setTimeout(startShop, latestStartMs);
