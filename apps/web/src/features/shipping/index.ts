/** Shipping's face to the app: the product page's quote box (composed in app/product-views). */
export { ShippingQuoteBox } from './components/shipping-quote-box';
