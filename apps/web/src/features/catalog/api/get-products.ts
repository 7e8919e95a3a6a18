import { HOME_PAGE_SIZE, type ProductPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HomeQuery } from '../search-params';

export const productKeys = {
  all: ['products'] as const,
  list: (query: HomeQuery) => ['products', 'list', query] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
};

export function getProducts(query: HomeQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest<ProductPage>('/api/products', {
    signal,
    query: {
      ...query.filters,
      name: query.name,
      category: query.category,
      sort: query.sort === 'none' ? undefined : query.sort,
      page: query.page,
      pageSize: HOME_PAGE_SIZE,
    },
  });
}

export function productsQueryOptions(query: HomeQuery) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keep the previous page on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: HomeQuery) {
  return useQuery(productsQueryOptions(query));
}
