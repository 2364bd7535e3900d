// A navigation the document's inline script holds may now wait for the start-up rather than reload this code.
window.__shopEarlyNavigation?.starting();
// The async boundary lets Module Federation negotiate shared singletons before any of them is imported. It starts in
// a task of its own: this one has set up the federation runtime, and loading the start-up's code is as long again.
setTimeout(() => void import('./bootstrap'), 0);
