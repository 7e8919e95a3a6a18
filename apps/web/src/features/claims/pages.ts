/**
 * The router's way in to this feature's screens, fetched when visited, so none is in the first
 * load. Only app/routes.tsx imports this.
 */
// The person's list and a claim's page share one chunk (one lazy import in the first load).
export const claimScreens = () => import('./pages/claim-screens');
export const adminClaims = () => import('./pages/admin-claims-page');
