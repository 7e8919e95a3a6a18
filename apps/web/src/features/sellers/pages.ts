/**
 * The router's way in to this feature's screens, fetched when visited, so none is in the first
 * load. Only app/routes.tsx imports this.
 */
export const seller = () => import('./pages/seller-page');
