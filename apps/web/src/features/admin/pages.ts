/**
 * The router's way in to this feature's screens: one loader per route (named as the route), each
 * fetching that screen's own chunk when it is visited, so no screen is in the first load or in
 * another screen's download. Only app/routes.tsx imports this.
 */
export const admin = () => import('./pages/dashboard-page');
export const undelivered = () => import('./pages/undelivered-page');
/** The back office's frame (menu, root check) around the admin screens of every feature. */
export const layout = () => import('./components/admin-layout');
