/** The router's way in to this feature's screens (only app/routes.tsx imports this). */
export const saleEventScreens = () => import('./pages/sale-event-screens');
