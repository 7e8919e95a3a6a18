import type {
  ClaimCloseBody,
  ClaimDetail,
  ClaimMessageBody,
  ClaimRefundBody,
  OpenClaimBody,
} from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { ORDER_STATUS_VIEWS } from '../../../lib/query-keys';
import { claimKeys } from './keys';

const claimPath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/claim`;

/** The order's claim with its messages and what the caller may do; a 404 when there is none (or for a stranger). */
export function useClaim(orderNumber: string) {
  const auth = useAuth();
  return useQuery({
    queryKey: claimKeys.detail(auth?.token ?? '', orderNumber),
    queryFn: ({ signal }) => apiRequest<ClaimDetail>(claimPath(orderNumber), { signal }),
    enabled: Boolean(auth) && orderNumber !== '',
  });
}

type Step =
  | { step: 'open'; body: OpenClaimBody }
  | { step: 'messages'; body: ClaimMessageBody }
  | { step: 'escalate' }
  | { step: 'refund'; body: ClaimRefundBody }
  | { step: 'close'; body: ClaimCloseBody };

/**
 * Every step of a claim (open, a message, ask Bazar, refund, close): each answers the claim as it
 * is now, which replaces the cached one; the orders, invoices, money and claim lists refresh too
 * (a claim shows on the order, a refund moves money).
 */
export function useClaimStep(orderNumber: string) {
  const queryClient = useQueryClient();
  const token = useAuth()?.token ?? '';
  return useMutation({
    mutationFn: (step: Step) =>
      apiRequest<ClaimDetail>(
        step.step === 'open' ? claimPath(orderNumber) : `${claimPath(orderNumber)}/${step.step}`,
        {
          method: 'POST',
          body: 'body' in step ? step.body : {},
        },
      ),
    onSuccess: (claim) => {
      queryClient.setQueryData(claimKeys.detail(token, orderNumber), claim);
      for (const queryKey of [...ORDER_STATUS_VIEWS, claimKeys.admin()])
        void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['claims', 'mine'] });
    },
  });
}
