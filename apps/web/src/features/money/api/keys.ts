import { queryRoots } from '../../../lib/query-keys';

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
  refunds: (orderNumber: string) => [...queryRoots.money, 'refunds', orderNumber] as const,
  /** Everybody's rates: the same for every viewer. */
  commissions: () => ['commissions'] as const,
  admin: queryRoots.adminMoney,
  payableSellers: (query: object) => [...queryRoots.adminMoney, 'payable', query] as const,
  batches: () => [...queryRoots.adminMoney, 'batches'] as const,
  batchList: (query: object) => [...moneyKeys.batches(), 'list', query] as const,
  batch: (id: number) => [...moneyKeys.batches(), id] as const,
  audit: (query: object) => [...queryRoots.adminMoney, 'audit', query] as const,
};
