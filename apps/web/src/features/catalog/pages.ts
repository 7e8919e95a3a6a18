/**
 * The router's way in to this feature's screens: one loader per route (named as the route), each
 * fetching that screen's own chunk when it is visited, so no screen is in the first load or in
 * another screen's download. Only app/routes.tsx imports this.
 */
// The home is the one screen in the first load.
export { HomePage } from './pages/home-page';

export const adminProducts = () => import('./pages/admin-products-page');
export const adminProduct = () => import('./pages/admin-product-detail-page');
export const saleEvent = () => import('./pages/sale-event-page');
