/** Shipping's face to the app: the product page's quote box and the cart's shipping by seller. */
export { CartShipping, type CartShippingProps, type DeliveryChoice } from './components/cart-shipping';
export { ShippingQuoteBox } from './components/shipping-quote-box';
