/**
 * Small JSON stores over localStorage that React can subscribe to (useSyncExternalStore).
 * Other tabs are followed through the `storage` event; this tab through a local event.
 */
type Listener = () => void;

const LOCAL_CHANGE = 'bazar:storage';

export function readJson<T>(key: string, parse: (value: unknown) => T): T {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, policies): behave as empty.
  }
  if (raw === null) return parse(undefined);
  try {
    return parse(JSON.parse(raw));
  } catch {
    return parse(undefined);
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the in-memory UI still works for this visit.
  }
  window.dispatchEvent(new CustomEvent(LOCAL_CHANGE, { detail: key }));
}

export function subscribeKey(key: string, listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CHANGE, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CHANGE, onLocal);
  };
}

/** Reads a key through a cache so the snapshot stays referentially stable between changes. */
export function createJsonStore<T>(key: string, parse: (value: unknown) => T) {
  let cachedRaw: string | null | undefined;
  let cachedValue: T;
  const getSnapshot = (): T => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = readJson(key, parse);
    }
    return cachedValue;
  };
  return {
    getSnapshot,
    subscribe: (listener: Listener) => subscribeKey(key, listener),
    set: (value: T | null) => writeJson(key, value),
  };
}
