import type { CancelOrderBody, OrderLine } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderPath, useRefreshOrderViews } from '../../../lib/order';

/** The seller (before shipping) or an administrator cancels: the buyer is refunded in full. */
export function useCancelOrder() {
  const refresh = useRefreshOrderViews();
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: CancelOrderBody }) =>
      apiRequest<OrderLine>(`${orderPath(orderNumber)}/cancel`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}
