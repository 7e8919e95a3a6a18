/**
 * What the layout and other features use of the catalog: the home listing's URL state (the
 * search bar writes it), the category list (the product form offers it), the back office's
 * product grid's query (started at navigation) and the cards' grid (the seller's page).
 */
export { adminProductsQuery } from './api/all-products';
export { ProductGrid } from './components/product-grid';
export { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from './search-params';
