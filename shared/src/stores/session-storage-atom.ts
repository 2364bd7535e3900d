import { atom, type WritableAtom } from 'nanostores';

/**
 * An atom mirrored to sessionStorage. @nanostores/persistent has a single global engine (we use it for
 * localStorage), and the spec keeps a few values per browser tab instead, so those go through this.
 * Every change is written, whether or not a component is subscribed at the time: a page may set a value
 * (the checkout selection) that only the next page reads, after a reload.
 */
export function sessionStorageAtom<T>(key: string, initial: T): WritableAtom<T> {
  const store = atom<T>(read(key, initial));
  store.listen((value) => {
    try {
      if (value === initial) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private browsing or a full quota: the value still lives in memory for this page.
    }
  });
  return store;
}

function read<T>(key: string, initial: T): T {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    return raw === null ? initial : (JSON.parse(raw) as T);
  } catch {
    return initial;
  }
}
