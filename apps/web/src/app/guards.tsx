import { webPath } from '@bazar/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store';

/** Guard 'user': stored credentials required, otherwise login (remembering where to return). */
export function RequireUser() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth) return <Navigate to={webPath('login')} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Guard 'root': a visitor goes to login, a signed-in user without the root flag to /404. */
export function RequireRoot() {
  const auth = useAuth();
  const location = useLocation();
  if (!auth) return <Navigate to={webPath('login')} replace state={{ from: location }} />;
  if (!auth.root) return <Navigate to={webPath('notFound')} replace />;
  return <Outlet />;
}
