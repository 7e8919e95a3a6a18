import type {
  AdminSaleEventList,
  EnrolBodyInput,
  SaleEvent,
  SaleEventBodyInput,
  SellerSaleEventList,
} from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';

export function useMySaleEvents() {
  const auth = useAuth();
  return useQuery({
    queryKey: ['sale-events', 'mine', auth?.token ?? ''],
    queryFn: ({ signal }) => apiRequest<SellerSaleEventList>('/api/saleEvents/mine', { signal }),
    enabled: Boolean(auth),
  });
}

export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: EnrolBodyInput & { eventId: number }) =>
      apiRequest<{ ok: true }>(`/api/saleEvents/${eventId}/products`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sale-events', 'mine'] }),
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, productId }: { eventId: number; productId: number }) =>
      apiRequest<{ ok: true }>(`/api/saleEvents/${eventId}/products/${productId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sale-events', 'mine'] }),
  });
}

/** The seller's own active products whose name has `q` (20 at a time), to enrol one. */
export function useOwnActiveProducts(q: string) {
  const auth = useAuth();
  return useQuery({
    queryKey: ['sale-events', 'products', auth?.token ?? '', q],
    queryFn: ({ signal }) =>
      apiRequest<{ items: { id: number; name: string; active: boolean }[] }>('/api/productsByUser', {
        signal,
        query: { page: 1, pageSize: 20, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
    select: (page) => page.items.filter((p) => p.active).map((p) => ({ id: p.id, name: p.name })),
    enabled: Boolean(auth),
    staleTime: 30_000,
  });
}

export function useAdminSaleEvents() {
  return useQuery({
    queryKey: ['sale-events', 'admin'],
    queryFn: ({ signal }) => apiRequest<AdminSaleEventList>('/api/admin/saleEvents', { signal }),
  });
}

export function useCreateSaleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaleEventBodyInput) =>
      apiRequest<SaleEvent>('/api/admin/saleEvents', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sale-events'] }),
  });
}
