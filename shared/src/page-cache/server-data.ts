import { createContext } from 'react';

/**
 * Page data across the server/browser boundary. The server renders a page with a collector in context: each
 * `usePageData` suspends on its load there (in-process API calls) and the collector keeps what it got, which the
 * document carries to the browser. Before hydrating, the shell seeds the same entries here, so the first render
 * in the browser shows the very data the server rendered, and does not fetch it again.
 */
export interface PageDataCollector {
  /** The load's promise for `key`, started once per render. */
  load(key: string, load: () => Promise<unknown>): Promise<unknown>;
}

export const PageDataCollectorContext = createContext<PageDataCollector | null>(null);

/** A collector for one server render; `entries()` is what the document hands to the browser. */
export function createPageDataCollector(): PageDataCollector & { entries(): Record<string, unknown> } {
  const promises = new Map<string, Promise<unknown>>();
  const settled: Record<string, unknown> = {};
  return {
    load(key, load) {
      let promise = promises.get(key);
      if (!promise) {
        promise = load().then((data) => {
          settled[key] = data;
          return data;
        });
        promises.set(key, promise);
      }
      return promise;
    },
    entries: () => ({ ...settled }),
  };
}

let seeded = new Map<string, unknown>();

/** What the server rendered the document with; the first render of each page in the browser starts from it. */
export function seedPageData(entries: Record<string, unknown>): void {
  seeded = new Map(Object.entries(entries));
}

/** The server's data for `key`, if the document came with it and no navigation happened since. */
export function seededPageData(key: string): { data: unknown } | undefined {
  return seeded.has(key) ? { data: seeded.get(key) } : undefined;
}

/** After the first navigation, pages fetch as usual. */
export function clearSeededPageData(): void {
  seeded.clear();
}
