import type { EditProductBody, ProductBody, ProductDetail } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellingKeys } from './keys';

export function createProduct(body: ProductBody): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('/api/product', { method: 'POST', body });
}

export function editProduct(body: EditProductBody): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('/api/editProduct', { method: 'PUT', body });
}

/** Creates, or edits when `editId` is given; the home listings and the own list refetch after. */
export function useSaveProduct(editId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody) => (editId ? editProduct({ ...body, editId }) : createProduct(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
