import type { Named } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellingKeys } from './keys';

// Same key as the catalog's category query, so both share one cached list.
export const categoryOptions = queryOptions({
  queryKey: sellingKeys.categories(),
  queryFn: ({ signal }) => apiRequest<Named[]>('/api/categories', { signal }),
  staleTime: 10 * 60_000,
});

export const genreOptions = queryOptions({
  queryKey: sellingKeys.genres(),
  queryFn: ({ signal }) => apiRequest<Named[]>('/api/genres', { signal }),
  staleTime: 10 * 60_000,
});

export function useCategoryOptions() {
  return useQuery(categoryOptions);
}

export function useGenreOptions() {
  return useQuery(genreOptions);
}
