/**
 * The back office's dashboard. No other feature uses its code: its screens are reached through
 * the router (pages.ts); the dashboard's first requests are started at navigation.
 */
export { notificationQueryOptions } from './api/get-notification';
