/** Page sizes and limits shared by the API and the web app, so both sides page alike. */
export const HOME_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 8;
/**
 * A shopper pages through at most this many products of any catalog list, a listing or a
 * search, as large marketplaces do: a page's cost grows with its depth, and past the first
 * thousand products a search or a category finds things faster than paging does.
 */
export const CATALOG_WINDOW = 1000;
/**
 * A search counts its matches up to this many; past it the answer says 'Más de 1.000 resultados'
 * and pages through the first CATALOG_WINDOW, best first.
 */
export const SEARCH_TOTAL_CAP = CATALOG_WINDOW;
export const CATEGORY_NAME_MAX = 50;

export const BANNER_IMAGE_COUNT = 7;
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_TRANSITION_MS = 1000;
export const PRODUCT_CAROUSEL_MS = 5000;

export const PRODUCT_LIMITS = {
  name: 50,
  description: 2000,
  brand: 20,
  color: 20,
} as const;
