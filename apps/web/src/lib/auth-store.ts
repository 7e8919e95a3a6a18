import { useSyncExternalStore } from 'react';
import { createJsonStore } from './storage';

export const AUTH_STORAGE_KEY = 'bazar.auth';

/** Stored credentials: token, userName and the root flag. */
export interface StoredAuth {
  token: string;
  userName: string;
  root: boolean;
}

function parseAuth(value: unknown): StoredAuth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, userName, root } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return null;
  return { token, userName: typeof userName === 'string' ? userName : '', root: root === true };
}

const store = createJsonStore<StoredAuth | null>(AUTH_STORAGE_KEY, parseAuth);

export const getAuth = store.getSnapshot;
export const setAuth = (auth: StoredAuth) => store.set(auth);
export const clearAuth = () => store.set(null);

/** Changes part of the stored credentials (the root flag after a check, a new user name). */
export function updateAuth(changes: Partial<Omit<StoredAuth, 'token'>>): void {
  const current = store.getSnapshot();
  if (current) store.set({ ...current, ...changes });
}

export function useAuth(): StoredAuth | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}
