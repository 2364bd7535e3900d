/**
 * The shell documents' one inline script: the build compiles this entry on its own (build/inline-script.ts) and
 * writes its output into the head, so it runs before any of the shop's code has loaded.
 */
import { captureEarlyNavigation } from './captureEarlyNavigation';

/** How long a navigation held before the shop's code runs may wait for it before it goes ahead the ordinary way. */
const fallbackMs = 3000;
/** How long once the shop's code has arrived and is starting (index.ts says so). */
const startingMs = 10_000;

window.__shopEarlyNavigation = captureEarlyNavigation(document, (href) => location.assign(href), fallbackMs, startingMs);
