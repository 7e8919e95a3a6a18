import type { PayoutAccount, PayoutAccountBody } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { moneyKeys } from './keys';

interface AccountAnswer {
  account: PayoutAccount | null;
}

/** The caller's bank account for payouts, null before they give one. */
export function usePayoutAccount() {
  const auth = useAuth();
  return useQuery({
    queryKey: moneyKeys.payoutAccount(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<AccountAnswer>('/api/money/payout-account', { signal }),
    enabled: Boolean(auth),
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) =>
      apiRequest<AccountAnswer>('/api/money/payout-account', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(moneyKeys.payoutAccount(auth?.token ?? ''), saved),
  });
}
