import { useEffect } from 'react';
import { getAuth } from '../../lib/auth-store';
import { refreshRootFlag } from '../../lib/root-check';

let checked = false;

/**
 * Once per page load, a stored session is confirmed with the server: the root flag is refreshed
 * and a 401 (revoked or expired session) clears the credentials inside the API client.
 */
export function useSessionCheck() {
  useEffect(() => {
    if (checked || !getAuth()) return;
    checked = true;
    refreshRootFlag().catch(() => undefined);
  }, []);
}
