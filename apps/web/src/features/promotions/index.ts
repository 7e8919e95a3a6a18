/** Promotions' face to the app: the cart's coupons (the seller's page is lazy, see pages.ts). */
export { CartCoupons, type CartCouponsProps } from './components/cart-coupons';
