import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top; going back or forward leaves the browser to restore where the
 * reader was. Only the path counts: the home's search, page and product modal live in the
 * query string and keep the scroll position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page only
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
