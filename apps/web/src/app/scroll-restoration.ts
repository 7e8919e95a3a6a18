import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bazar.scroll';

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scrolls as the browser does between documents: a new page starts at the top, back and forward
 * return to where the reader was (after a reload too, for the session). A navigation that stays
 * on the same path (the home's filters, pager and product dialog) leaves the scroll to the page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const shown = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    positions.current = { ...savedPositions(), ...positions.current };
    window.history.scrollRestoration = 'manual';
    // The position belongs to the entry on screen: `shown` changes only once the next one is.
    const remember = () => {
      positions.current[shown.current.key] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions are then kept for this document only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    if (navigationType === 'POP') {
      const saved = positions.current[location.key] ?? savedPositions()[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (location.pathname !== previous.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location, navigationType]);
}
