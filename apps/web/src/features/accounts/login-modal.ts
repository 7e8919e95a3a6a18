import { useSyncExternalStore } from 'react';

/**
 * Whether the login modal is open. Anything may open it (the header's 'Ingresar', the cart's
 * 'Comprar', the wish-list button) without knowing where it is rendered.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openLoginModal = () => set(true);
export const closeLoginModal = () => set(false);

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
