import { isSort, type Sort } from '@bazar/shared';
import { MODAL_CHOICE_PREFIX } from './modal-choice-params';

/** The home listing's state, kept in the URL so back/forward, reload and shared links work. */
export interface HomeQuery {
  name: string;
  /** A category name; '' means every category. */
  category: string;
  sort: Sort;
  page: number;
  /**
   * The URL's other parameters: the filters (FILTER_PARAMS of @bazar/shared, the API's own names),
   * passed to the API as they are (it ignores what it does not know).
   */
  filters: Record<string, string | null>;
}

export const PRODUCT_PARAM = 'product';
const OWN_PARAMS = ['name', 'category', 'sort', 'page', PRODUCT_PARAM];
/** The home's result list, target of the header's 'Ir a los resultados' skip link. */
export const RESULTS_ID = 'resultados';

/** A search, a category or a filter narrows the list (the page is then named for it). */
export const isFiltered = (query: HomeQuery): boolean =>
  Boolean(query.name || query.category || Object.values(query.filters).some(Boolean));

/**
 * The 360 px banner tops only the unfiltered home: above a search's or a category's results it
 * pushed them below the first screen, on a phone and on a desktop alike.
 */
export const showsBanner = (query: HomeQuery): boolean => !isFiltered(query);

export function readHomeQuery(params: URLSearchParams): HomeQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    name: params.get('name')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: isSort(sort) ? sort : 'none',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    // The modal's choice of a size (`v-talle`) is not a filter of the list under it.
    filters: Object.fromEntries(
      [...params].filter(([key]) => !OWN_PARAMS.includes(key) && !key.startsWith(MODAL_CHOICE_PREFIX)),
    ),
  };
}

/**
 * Applies changes to the current query, omitting defaults. Changing anything but the page
 * sends the visitor back to page 1, since the old page number means nothing in a new list.
 */
export function writeHomeQuery(params: URLSearchParams, changes: Partial<HomeQuery>): URLSearchParams {
  const next = { ...readHomeQuery(params), ...changes };
  if (changes.page === undefined) next.page = 1;
  const out = new URLSearchParams(params);
  setOrDelete(out, 'name', next.name.trim());
  setOrDelete(out, 'category', next.category);
  setOrDelete(out, 'sort', next.sort === 'none' ? '' : next.sort);
  setOrDelete(out, 'page', next.page > 1 ? String(next.page) : '');
  return out;
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value) params.set(key, value);
  else params.delete(key);
}
