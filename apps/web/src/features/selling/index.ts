/** What the app uses of selling: the profile's 'Mis productos' (the screens are lazy, see pages.ts). */
export { OwnProducts } from './components/own-products';
