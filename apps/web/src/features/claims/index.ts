/** What the app uses of claims: the back office's first request (the screens are lazy, see pages.ts). */
export { adminClaimsQuery } from './api/claim-lists';
