import type { OwnProductPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellingKeys } from './keys';

export function getOwnProducts(page: number, signal?: AbortSignal): Promise<OwnProductPage> {
  return apiRequest<OwnProductPage>('/api/productsByUser', { signal, query: { page } });
}

export function ownProductsQueryOptions(page: number) {
  return queryOptions({
    queryKey: sellingKeys.own(page),
    queryFn: ({ signal }) => getOwnProducts(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOwnProducts(page: number) {
  return useQuery(ownProductsQueryOptions(page));
}
