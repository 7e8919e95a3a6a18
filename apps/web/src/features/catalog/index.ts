/**
 * What the layout and other features use of the catalog: the home listing's URL state (the
 * search bar writes it) and the category list (the product form offers it).
 */
export { useCategories } from './api/get-categories';
export { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from './search-params';
