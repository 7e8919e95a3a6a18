import type { Named } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/* The category list: one cached copy for the home's filter (catalog) and the product form (selling). */

export function getCategories(signal?: AbortSignal): Promise<Named[]> {
  return apiRequest<Named[]>('/api/categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'] as const,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
