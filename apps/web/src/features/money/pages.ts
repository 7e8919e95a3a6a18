/**
 * The router's way in to this feature's screens, each fetched when it is visited, so none is in
 * the first load. Only app/routes.tsx imports this.
 */
// 'Mi dinero' and the page Mercado Pago sends the seller back to share a chunk.
export const myMoney = () => import('./pages/my-money-page');
// The back office's four money screens share one chunk: one more lazy import in the first load's
// route table rather than four (the home's first-load budget, e2e/tests/delivery.spec.ts).
export const adminMoney = () => import('./pages/admin-money-pages');
