import { useSyncExternalStore } from 'react';

/**
 * Whether the login modal is open. Anything may open it (the header's 'Ingresar', the cart's
 * 'Comprar', the wish-list button) without knowing where it is rendered.
 */
let open = false;
/** Where someone who creates an account from the modal goes on to (the cart's purchase). */
let returnTo: string | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openLoginModal = () => openLoginModalFor(null);
/** Opens it for a purpose: someone who creates an account instead goes on to `path` afterwards. */
export function openLoginModalFor(path: string | null): void {
  returnTo = path;
  set(true);
}
export const closeLoginModal = () => set(false);
/** The path 'Crear cuenta' carries as `next` while the modal is open for a purpose. */
export const loginReturnTo = (): string | null => (open ? returnTo : null);

/** A `next` path the app may go to after registering: its own, never another site ('//x', 'https:'). */
export function safeNextPath(next: string | null): string | null {
  return next !== null && /^\/(?![/\\])/.test(next) ? next : null;
}

export function useLoginModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
