import type { PaymentLink, PaymentLinkCompleteBody } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { moneyKeys } from './seller';

const PATH = '/api/money/mercadopago';
const linkKey = (token: string) => [...moneyKeys.all, 'payment-link', token] as const;

/** The seller's linked Mercado Pago account (or why it stopped working). */
export function usePaymentLink() {
  const auth = useAuth();
  return useQuery({
    queryKey: linkKey(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<PaymentLink>(PATH, { signal }),
    enabled: Boolean(auth),
  });
}

/** Asks for the provider's authorization page and goes there (the seller comes back to /mi-dinero/mercadopago). */
export function useStartPaymentLink() {
  return useMutation({
    mutationFn: () => apiRequest<{ authorizationUrl: string }>(`${PATH}/link`, { method: 'POST' }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
}

/** Hands the code and state the provider sent back to the API, with the seller's session. */
export function useCompletePaymentLink() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: (body: PaymentLinkCompleteBody) =>
      apiRequest<PaymentLink>(`${PATH}/link/complete`, { method: 'POST', body }),
    onSuccess: (link) => queryClient.setQueryData(linkKey(auth?.token ?? ''), link),
  });
}

export function useUnlinkPayment() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: () => apiRequest<{ msg: string }>(PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKey(auth?.token ?? '') }),
  });
}
