/** What the app uses of selling: the profile's 'Mis publicaciones' (the screens are lazy, see pages.ts). */
export { OWN_PRODUCTS_ANCHOR, OwnProducts } from './components/own-products';
