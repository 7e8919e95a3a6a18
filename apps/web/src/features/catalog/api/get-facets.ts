import type { ProductFacets, ProductOptionFacets } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HomeQuery } from '../search-params';

/** Every filter's options with their counts, for the list the URL shows (search, category, filters). */
export function useProductFacets(query: HomeQuery) {
  const { name, category, filters } = query;
  return useQuery({
    queryKey: ['products', 'facets', { name, category, filters }],
    queryFn: ({ signal }) =>
      apiRequest<ProductFacets>('/api/products/filters', { signal, query: { ...filters, name, category } }),
    // The column keeps its options while the next counts load, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The sizes and colours with their counts: asked beside the other counts, shown when they come. */
export function useOptionFacets(query: HomeQuery) {
  const { name, category, filters } = query;
  return useQuery({
    queryKey: ['products', 'option-facets', { name, category, filters }],
    queryFn: ({ signal }) =>
      apiRequest<ProductOptionFacets>('/api/products/filters/options', {
        signal,
        query: { ...filters, name, category },
      }),
    placeholderData: keepPreviousData,
  });
}
