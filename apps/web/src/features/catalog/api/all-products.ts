import type { AdminProduct, AdminProductPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { queryRoots } from '../../../lib/query-keys';

/** The back office's product views; the dashboard's live stream refreshes them on every product change. */
const adminProductKeys = {
  all: queryRoots.adminProducts,
  list: (query: object) => [...queryRoots.adminProducts, 'list', query] as const,
  detail: (id: number) => [...queryRoots.adminProducts, id] as const,
};

export function getAdminProducts(query: GridQuery, signal?: AbortSignal): Promise<AdminProductPage> {
  return apiRequest<AdminProductPage>('/api/productsAdmin', { query: { ...query }, signal });
}

export const adminProductsQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
  });

export function useAdminProducts(query: GridQuery) {
  return useQuery({ ...adminProductsQuery(query), placeholderData: keepPreviousData });
}

export function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/api/productsAdmin/${id}`, { signal });
}

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function activateProduct(body: { id: number; active: boolean }) {
  return apiRequest<{ msg: string; active: boolean }>('/api/activateProduct', { method: 'PUT', body });
}

export function useActivateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}
