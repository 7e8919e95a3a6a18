/**
 * The back office's dashboard and undelivered messages. No other feature uses its code: its
 * screens are reached through the router (pages.ts); their first requests are started at navigation.
 */
export { notificationQueryOptions } from './api/get-notification';
export { undeliveredQuery } from './api/undelivered';
