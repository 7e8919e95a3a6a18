import type { ProductDetail, ProductFormInput } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellingKeys } from './keys';

/** What the product routes take: the form's input (the price in units as typed, e.g. '12,50'). */
export function createProduct(body: ProductFormInput): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('/api/product', { method: 'POST', body });
}

export function editProduct(body: ProductFormInput & { editId: number }): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('/api/editProduct', { method: 'PUT', body });
}

/** Creates, or edits when `editId` is given; the home listings and the own list refetch after. */
export function useSaveProduct(editId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductFormInput) => (editId ? editProduct({ ...body, editId }) : createProduct(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
