// The seller's 'Cupones' and the back office's share one chunk (their form and list are one).
export { AdminCouponsPage } from './admin-coupons-page';
export { CouponsPage } from './coupons-page';
