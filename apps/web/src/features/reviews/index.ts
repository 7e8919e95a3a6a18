export { PRODUCT_REVIEWS_PAGE_SIZE, useProductReviews } from './api/get-product-reviews';
export { ProductReviewList } from './components/product-review-list';
