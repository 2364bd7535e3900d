/** The renders under way of one remote, and the version they use. */
interface InUse {
  version: string;
  renders: number;
  /** Settles when the last of them is done. */
  drained: Promise<void>;
  done: () => void;
}

function inUseOf(version: string): InUse {
  let done!: () => void;
  const drained = new Promise<void>((resolve) => (done = resolve));
  return { version, renders: 0, drained, done };
}

/**
 * Lets renders of the same version of a remote run side by side, and one of another version (a canary, a release)
 * start only once those under way are done: a remote's code and texts are one per process, so switching them
 * mid-render would mix two versions in one page. A waiting render gives up when `signal` aborts.
 */
export function createVersionGate() {
  const inUse = new Map<string, InUse>();
  return async function run<T>(remote: string, version: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    for (let use = inUse.get(remote); use && use.version !== version; use = inUse.get(remote)) {
      await drainedOrAborted(use.drained, signal);
    }
    let use = inUse.get(remote);
    if (!use) inUse.set(remote, (use = inUseOf(version)));
    use.renders += 1;
    try {
      return await work();
    } finally {
      use.renders -= 1;
      if (use.renders === 0) {
        inUse.delete(remote);
        use.done();
      }
    }
  };
}

function drainedOrAborted(drained: Promise<void>, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void drained.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
