import type {
  Balance,
  Commissions,
  MovementPage,
  PayoutAccount,
  PayoutAccountBody,
  UpdateCommissionsBody,
} from '@bazar/shared';
import { MSG } from '@bazar/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildUrl, toApiError } from '../../../lib/api-client';
import { getAuth, useAuth } from '../../../lib/auth-store';
import { commissionsQuery } from '../../../lib/commissions';
import type { GridQuery } from '../../../lib/grid-query';
import { queryRoots } from '../../../lib/query-keys';

/*
 * What every signed-in person's screens ask of the money API: a seller's balance, movements, CSV
 * and payout account, and the query keys of the whole feature. One module rather than one per
 * resource: each lazy chunk is a name and a list in the first load's route table
 * (e2e/tests/delivery.spec.ts holds the home under its budget), and these few functions travel
 * together to the screens that use any of them.
 */

/**
 * Query keys of the money screens. A seller's own figures sit under `money` with their token (a
 * person signing in after another never sees the other's cached money); the back office's under
 * `admin/money`. A refund or an order's status change refreshes both roots (ORDER_STATUS_VIEWS).
 */
export const moneyKeys = {
  all: queryRoots.money,
  balance: (token: string) => [...queryRoots.money, 'balance', token] as const,
  movements: (token: string, page: number, pageSize: number) =>
    [...queryRoots.money, 'movements', token, page, pageSize] as const,
  payoutAccount: (token: string) => [...queryRoots.money, 'payout-account', token] as const,
  /** Everybody's rates: the same for every viewer (lib/commissions.ts reads them). */
  commissions: () => commissionsQuery.queryKey,
  admin: queryRoots.adminMoney,
  payableSellers: (query: object) => [...queryRoots.adminMoney, 'payable', query] as const,
  batches: () => [...queryRoots.adminMoney, 'batches'] as const,
  batchList: (query: object) => [...moneyKeys.batches(), 'list', query] as const,
  batch: (id: number) => [...moneyKeys.batches(), id] as const,
  audit: (query: object) => [...queryRoots.adminMoney, 'audit', query] as const,
};

/** PUT /api/admin/commissions: every rate at once; the answer replaces the cached rates. */
export function useSaveCommissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommissionsBody) =>
      apiRequest<Commissions>('/api/admin/commissions', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.commissions(), saved);
      return queryClient.invalidateQueries({ queryKey: moneyKeys.admin });
    },
  });
}

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.balance(token),
    queryFn: ({ signal }) => apiRequest<Balance>('/api/money/balance', { signal }),
  });

export function useBalance() {
  const auth = useAuth();
  return useQuery({ ...balanceQuery(auth?.token ?? ''), enabled: Boolean(auth) });
}

/** One page of the caller's movements, newest first (the server's only order). */
export const movementsQuery = (token: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: moneyKeys.movements(token, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<MovementPage>('/api/money/movements', { query: { page, pageSize }, signal }),
  });

export function useMovements({ page, pageSize }: GridQuery) {
  const auth = useAuth();
  return useQuery({
    ...movementsQuery(auth?.token ?? '', page, pageSize),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

/** The id of the profile's 'Cuenta para cobrar' section, where 'Mi dinero' links to. */
export const PAYOUT_ACCOUNT_ANCHOR = 'cuenta-para-cobrar';

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

/** The file name the server gives in Content-Disposition, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * A CSV export needs the auth-token header, which a plain link cannot send (and the token must
 * never travel in a URL), so it is fetched as a blob and handed to the browser as a download.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const auth = getAuth();
  const response = await fetch(buildUrl(path), {
    headers: { accept: 'text/csv', ...(auth ? { 'auth-token': auth.token } : {}) },
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, payload ?? { msg: MSG.internalError });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadCsv() {
  return useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) => downloadCsv(path, fileName),
  });
}
