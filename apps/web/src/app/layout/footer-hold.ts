import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The footer waits while a screen's chunk loads (its spinner is what the page shows). Both are
 * lazy: shown first, the footer would sit right under the spinner and be pushed down when the
 * screen arrives, a layout shift on a page opened directly (0.087 on a product page).
 */
let screensLoading = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changeBy(delta: number) {
  screensLoading += delta;
  for (const listener of listeners) listener();
}

/** Held by a screen's loading spinner for as long as it is on screen. */
export function useHoldFooter(): void {
  useLayoutEffect(() => {
    changeBy(1);
    return () => changeBy(-1);
  }, []);
}

export function useFooterHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screensLoading > 0,
    () => false,
  );
}
