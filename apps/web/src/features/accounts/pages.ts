/**
 * The router's way in to this feature's screens: one loader per route (named as the route), each
 * fetching that screen's own chunk when it is visited, so no screen is in the first load or in
 * another screen's download. Only app/routes.tsx imports this.
 */
// The sign-up, sign-in and recovery screens share one chunk (forms, react-hook-form, zod).
export const accountScreens = () => import('./pages/account-pages');
export const adminUsers = () => import('./pages/admin-users-page');
export const adminUserNew = () => import('./pages/admin-user-new-page');
export const adminUser = () => import('./pages/admin-user-detail-page');
