import { matchWebRoute } from '@bazar/shared';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { APP_ROUTES } from './routes';

let prefetchModule: Promise<typeof import('./prefetch')> | undefined;

/**
 * The screens' first requests (prefetch.ts) import the admin and account API modules with
 * their mutation hooks: a small chunk of its own, kept off the home's first load and fetched
 * when the browser is idle after it (see main.tsx), so by the time someone navigates it is there.
 */
export function loadPrefetch() {
  prefetchModule ??= import('./prefetch');
  return prefetchModule;
}

/**
 * Starts what the screen at `pathname` needs: its chunk (a back-office screen's would otherwise
 * wait for the back office's layout to load and render) and its first request. Nothing waits:
 * a failure is the screen's to show when it renders.
 */
export function prefetchScreen(pathname: string): void {
  const match = matchWebRoute(pathname);
  if (!match) return;
  const { screen, prefetch } = APP_ROUTES[match.name];
  screen.load?.().catch(() => undefined);
  if (prefetch) {
    loadPrefetch()
      .then((module) => module.prefetchers[prefetch]())
      .catch(() => undefined);
  }
}

/**
 * Prefetches each location's screen while the navigation renders, not after it commits: a
 * navigation is a transition, which commits only once the new screen's chunk has arrived, so an
 * effect would start the request after the chunk, the wait this exists to avoid. Starting twice
 * is harmless (the chunk and the query are shared), which makes it safe to run in render.
 */
export function usePrefetchOnNavigation(): void {
  const { key, pathname } = useLocation();
  const started = useRef<string | null>(null);
  if (started.current !== key) {
    started.current = key;
    prefetchScreen(pathname);
  }
}
