/** The router's way in to this feature's screens (only app/routes.tsx imports this). */
// The seller's 'Envíos' and the back office's shop defaults share one chunk (their form is one).
export const shippingScreens = () => import('./pages/shipping-screens');
