import type { Coupon, CouponBodyInput, CouponCheck } from '@bazar/shared';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';

/** Where a seller's coupons live, and the shop's (the back office's, funded by the shop). */
export type CouponsBase = '/api/coupons' | '/api/admin/coupons';

/** Query keys of coupons: a list (by its place and the caller's token), and a code checked against a cart. */
export const couponKeys = {
  mine: (base: CouponsBase, token: string) => ['coupons', 'mine', base, token] as const,
  check: (code: string, lines: object) => ['coupons', 'check', code, lines] as const,
};

export function useMyCoupons(base: CouponsBase) {
  const auth = useAuth();
  return useQuery({
    queryKey: couponKeys.mine(base, auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<{ coupons: Coupon[] }>(base, { signal }),
    enabled: Boolean(auth),
  });
}

export function useCreateCoupon(base: CouponsBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBodyInput) => apiRequest<Coupon>(base, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons', 'mine'] }),
  });
}

export function usePauseCoupon(base: CouponsBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) =>
      apiRequest<Coupon>(`${base}/${id}/pause`, { method: 'PUT', body: { paused } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons', 'mine'] }),
  });
}

export type CartLineRef = { productId: number; variantId: number; quantity: number };

/** Each code checked against the cart's lines now (again whenever the lines change). */
export function useCouponChecks(codes: readonly string[], lines: readonly CartLineRef[]) {
  return useQueries({
    queries: codes.map((code) => ({
      queryKey: couponKeys.check(code, lines),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<CouponCheck>('/api/coupons/check', { method: 'POST', body: { code, lines }, signal }),
      enabled: lines.length > 0,
      retry: false,
      staleTime: 30_000,
    })),
  });
}

/** The seller's own products whose name has `q`, for the coupon's product choice (20 at a time). */
export function useOwnProductChoices(q: string, enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: ['coupons', 'products', auth?.token ?? '', q],
    queryFn: ({ signal }) =>
      apiRequest<{ items: { id: number; name: string }[] }>('/api/productsByUser', {
        signal,
        query: { page: 1, pageSize: 20, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
    enabled: enabled && Boolean(auth),
    staleTime: 30_000,
  });
}
