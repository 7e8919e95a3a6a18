import type { ClaimPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { claimKeys } from './keys';

export type ClaimStatusFilter = 'unresolved' | 'resolved' | 'all';

/** The signed-in person's claims, as buyer or seller, newest first (resolved ones too). */
export function useMyClaims(page: number, pageSize: number) {
  const auth = useAuth();
  return useQuery({
    queryKey: claimKeys.mine(auth?.token ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<ClaimPage>('/api/claims/mine', { query: { page, pageSize, status: 'all' }, signal }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

interface AdminClaimsQuery {
  page: number;
  pageSize: number;
  status: ClaimStatusFilter;
}

/** The back office's claims: unresolved ones oldest first (the server's default order for them). */
export const adminClaimsQuery = (query: AdminClaimsQuery) =>
  queryOptions({
    queryKey: claimKeys.adminList(query),
    queryFn: ({ signal }) => apiRequest<ClaimPage>('/api/claims', { query: { ...query }, signal }),
  });

export function useAdminClaims(query: AdminClaimsQuery) {
  return useQuery({ ...adminClaimsQuery(query), placeholderData: keepPreviousData });
}
