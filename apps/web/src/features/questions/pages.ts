/**
 * The router's way in to this feature's screens, fetched when visited, so none is in the first
 * load. Only app/routes.tsx imports this.
 */
export const questions = () => import('./pages/questions-page');
export const adminQuestions = () => import('./pages/admin-questions-page');
