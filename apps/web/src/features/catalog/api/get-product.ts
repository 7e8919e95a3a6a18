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

/**
 * /product/{id} comes from the server with the product's data in the page (the same JSON the
 * API answers), so the page renders without asking for it again.
 */
function productInPage(id: number): ProductDetail | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('product-data');
  if (!element?.textContent) return undefined;
  try {
    const product = JSON.parse(element.textContent) as ProductDetail;
    return product.id === id ? product : undefined;
  } catch {
    return undefined;
  }
}

/** A product's detail; the card's summary (when known) fills the screen until it arrives. */
export function useProduct(id: number, summary?: ProductSummary) {
  return useQuery({
    ...productQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    initialData: () => productInPage(id),
    // The card knows no variants: until the detail arrives, a product with options offers no choice.
    placeholderData: summary
      ? { ...summary, description: '', seller: null, options: [], variants: [] }
      : undefined,
  });
}
