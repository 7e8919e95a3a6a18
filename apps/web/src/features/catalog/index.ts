/** What the layout uses of the catalog: the home listing's URL state (the search bar writes it). */
export { PRODUCT_PARAM, RESULTS_ID, readHomeQuery, writeHomeQuery } from './search-params';
