/**
 * What the app uses of the catalog: the home listing's URL state (the search bar writes it), the
 * back office's product grid's query (started at navigation), and a product's detail and page,
 * which the app completes with the other features' parts (app/product-views, app/pages).
 */
export { adminProductsQuery } from './api/all-products';
export { ProductDetail, type ProductDetailParts } from './components/product-detail';
export { ProductPage } from './pages/product-page';
export { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from './search-params';
