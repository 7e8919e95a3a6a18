import type { Named } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellingKeys } from './keys';

export const genreOptions = queryOptions({
  queryKey: sellingKeys.genres(),
  queryFn: ({ signal }) => apiRequest<Named[]>('/api/genres', { signal }),
  staleTime: 10 * 60_000,
});

export function useGenreOptions() {
  return useQuery(genreOptions);
}
