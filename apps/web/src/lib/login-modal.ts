import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the login modal is open. Anything may open it (the header's 'Ingresar', the cart's
 * 'Comprar', the wish-list button) without knowing where it is rendered.
 */
let open = false;
/** Where someone who creates an account from the modal goes on to (the cart's purchase). */
let returnTo: string | null = null;
const listeners = new Set<() => void>();
/** The login screen (/login) on show: brings its own form to the person. */
let loginScreen: (() => void) | null = null;

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openLoginModal = () => openLoginModalFor(null);
/** Opens it for a purpose: someone who creates an account instead goes on to `path` afterwards. */
export function openLoginModalFor(path: string | null): void {
  // On /login the page is the login box: a modal over it would be a second one.
  if (loginScreen) {
    loginScreen();
    return;
  }
  returnTo = path;
  set(true);
}

/**
 * For /login while it shows its form: the modal closes if it was open, and whatever would open
 * it (the header's 'Ingresar') calls `bringForm` instead (the page's form takes the focus).
 */
export function useLoginScreen(bringForm: () => void): void {
  useEffect(() => {
    loginScreen = bringForm;
    set(false);
    return () => {
      if (loginScreen === bringForm) loginScreen = null;
    };
  }, [bringForm]);
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
