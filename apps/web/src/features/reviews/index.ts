/** What the app uses of reviews: a product's 'Reseñas' for its detail (the screens are lazy, see pages.ts). */
export { ProductReviews } from './components/product-reviews';
