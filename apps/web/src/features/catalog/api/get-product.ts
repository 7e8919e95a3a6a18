import type { ProductDetail, ProductSummary } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './get-products';

export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/api/products/${id}`, { signal });
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** A product's detail; the card's summary (when known) fills the screen until it arrives. */
export function useProduct(id: number, summary?: ProductSummary) {
  return useQuery({
    ...productQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: summary ? { ...summary, description: '', sellerId: null } : undefined,
  });
}
