import {
  type MoneyFigures,
  type NotificationName,
  type NotificationResponse,
  SALES_REPORT_DAYS,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import * as dashboard from './dashboard.repository.js';

const LATEST = 5;
const money = (cents: number) => ({ total: cents / 100, totalCents: cents });

function toGroups(rows: dashboard.GroupRow[]) {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    orders: r.orders,
    units: r.units,
    ...money(r.revenue_cents),
  }));
}

/** The back office dashboard's figures and charts, one `name` at a time. */
/** The money module's figures for the dashboard, wired by the root (app.ts). */
export type MoneyFiguresOf = () => Promise<MoneyFigures>;

export function createDashboardService({
  database,
  moneyFigures,
}: {
  database: Database;
  moneyFigures: MoneyFiguresOf;
}) {
  return {
    async notification(name: NotificationName): Promise<NotificationResponse> {
      switch (name) {
        case 'newProduct': {
          const rows = await dashboard.latestProducts(database, LATEST);
          const data = rows.map((r) => ({
            id: r.id,
            name: r.name,
            price: r.price_cents / 100,
            priceCents: r.price_cents,
            image: r.image,
            active: r.active,
            createdAt: toIso(r.created_at),
          }));
          return { name, data };
        }
        case 'ordersQuantity':
          return { name, data: (await dashboard.salesTotals(database)).orders };
        case 'salesQuantity':
          return { name, data: (await dashboard.salesTotals(database)).units };
        case 'profitAmount':
          return { name, data: money((await dashboard.salesTotals(database)).revenue_cents) };
        case 'lastOrders': {
          const rows = await dashboard.latestOrders(database, LATEST);
          const data = rows.map((r) => ({
            orderNumber: r.order_number,
            productName: r.product_name,
            quantity: r.quantity,
            ...money(Number(r.total_cents)),
            status: r.status,
            createdAt: toIso(r.created_at),
            buyer: { userName: r.user_name, firstName: r.first_name, lastName: r.last_name },
          }));
          return { name, data };
        }
        case 'getRadarChar':
          return { name, data: toGroups(await dashboard.salesBy(database, 'category')) };
        case 'getPieChar':
          return { name, data: toGroups(await dashboard.salesBy(database, 'genre')) };
        case 'salesReport': {
          const rows = await dashboard.salesPerDay(database, SALES_REPORT_DAYS);
          return {
            name,
            data: rows.map((r) => ({
              day: r.day,
              orders: r.orders,
              units: r.units,
              ...money(r.revenue_cents),
            })),
          };
        }
        case 'moneyFigures':
          return { name, data: await moneyFigures() };
      }
    },
  };
}
