import type { InvoiceDetail } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { invoiceKeys } from './keys';

export function getInvoice(id: number, signal?: AbortSignal): Promise<InvoiceDetail> {
  return apiRequest<InvoiceDetail>(`/api/invoice/${id}`, { signal });
}

export function useInvoice(id: number | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: invoiceKeys.detail(auth?.token ?? '', id ?? 0),
    queryFn: ({ signal }) => getInvoice(id ?? 0, signal),
    enabled: Boolean(auth) && id !== null,
  });
}
