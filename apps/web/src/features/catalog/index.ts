/**
 * What the app uses of the catalog: the home listing's URL state (the search bar writes it), the
 * back office's product grid's query (started at navigation) and a product's detail, which the
 * app completes with the other features' parts (app/product-views).
 */
export { adminProductsQuery } from './api/all-products';
export { ProductDetail, type ProductDetailParts } from './components/product-detail';
export { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from './search-params';
