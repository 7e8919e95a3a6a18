import {
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  MONEY_PAGE_SIZE,
  NOTIFICATION_NAMES,
  ORDERS_PAGE_SIZE,
} from '@bazar/shared';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { adminUsersQuery } from '../features/accounts';
import { notificationQueryOptions, undeliveredQuery } from '../features/admin';
import { adminProductsQuery } from '../features/catalog';
import { adminClaimsQuery } from '../features/claims';
import { adminInvoicesQuery, userInvoicesQuery } from '../features/invoices';
import { balanceQuery, movementsQuery } from '../features/money';
import { adminOrdersQuery, userSalesQuery } from '../features/orders';
import { getAuth } from '../lib/auth-store';
import { commissionsQuery } from '../lib/commissions';
import { queryClient } from '../lib/query-client';

/*
 * The first requests of the screens that need them, started at navigation time (see
 * route-prefetch.ts) rather than when the screen first renders. Without them the
 * request waited for the screen's chunks to be evaluated and its Data Grid to render once
 * empty: measured in Chromium, /userSales asked its API ~200 ms after its code had arrived,
 * the admin grids ~350 ms after. The keys are the ones the screens ask for on their first
 * render (page 1, default sort, no search), so the screen finds the answer in the cache or in
 * flight. Nothing waits on them: navigation goes on at once, and a failure is the screen's to show.
 * It is a small chunk of its own, not part of the home's first load (it brings the API modules
 * whose query options it uses); main.tsx fetches it when the browser is idle after the first
 * load, so at navigation it is in memory and the request starts at once, never after the
 * screen's big chunks. Its constants come from zod-free modules of @bazar/shared.
 */

// Only query options and fetchers are imported here: no grid, chart or form code.
// biome-ignore lint/suspicious/noExplicitAny: each screen's query has its own data type.
function start(...queries: FetchQueryOptions<any, any, any, any>[]): void {
  if (!getAuth()) return;
  for (const query of queries) void queryClient.prefetchQuery(query);
}

const firstPage = (pageSize: number) => ({ page: 1, pageSize, sort: undefined, q: undefined });
const token = () => getAuth()?.token ?? '';

export const prefetchers = {
  userSales: () => start(userSalesQuery(token(), 1, ORDERS_PAGE_SIZE, 'date_desc')),
  userInvoices: () => start(userInvoicesQuery(token(), 1, ORDERS_PAGE_SIZE, 'date_desc')),
  adminDashboard: () => start(...NOTIFICATION_NAMES.map((name) => notificationQueryOptions(name))),
  adminUsers: () => start(adminUsersQuery(firstPage(ADMIN_USERS_PAGE_SIZE))),
  adminProducts: () => start(adminProductsQuery(firstPage(ADMIN_PAGE_SIZE))),
  adminOrders: () => start(adminOrdersQuery({ ...firstPage(ADMIN_PAGE_SIZE), status: undefined })),
  adminInvoices: () => start(adminInvoicesQuery(firstPage(ADMIN_PAGE_SIZE))),
  adminUndelivered: () => start(undeliveredQuery(firstPage(ADMIN_PAGE_SIZE))),
  myMoney: () => start(balanceQuery(token()), movementsQuery(token(), 1, MONEY_PAGE_SIZE)),
  adminCommissions: () => start(commissionsQuery),
  adminClaims: () => start(adminClaimsQuery({ page: 1, pageSize: ADMIN_PAGE_SIZE, status: 'unresolved' })),
  // 'Pagos a vendedores' and 'Registro de dinero' ask when they render: their queries would be
  // a chunk of their own in the home's route table (the first-load budget, delivery.spec.ts).
};

export type PrefetchName = keyof typeof prefetchers;
