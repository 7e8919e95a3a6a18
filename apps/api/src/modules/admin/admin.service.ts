import {
  ADMIN_MSG,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type NotificationName,
  type NotificationResponse,
  SALES_REPORT_DAYS,
} from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { toProductDetail } from '../catalog/catalog.mapper.js';
import * as productWrites from '../catalog/product-writes.js';
import * as products from './admin-products.repository.js';
import * as dashboard from './dashboard.repository.js';

const LATEST = 5;
const iso = (value: string | Date) => new Date(value).toISOString();
const money = (cents: number) => ({ total: cents / 100, totalCents: cents });

function toAdminProduct(row: products.AdminProductRow): AdminProduct {
  return {
    ...toProductDetail(row),
    seller: row.seller_id === null ? null : { id: row.seller_id, userName: row.seller_user_name ?? '' },
    createdAt: iso(row.created_at),
  };
}

function toGroups(rows: dashboard.GroupRow[]) {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    orders: r.orders,
    units: r.units,
    ...money(r.revenue_cents),
  }));
}

export function createAdminService(app: FastifyInstance) {
  const { database } = app;

  return {
    async listProducts(query: AdminProductListQuery): Promise<AdminProductPage> {
      const { rows, total } = await products.listAdminProducts(database, {
        q: query.q || undefined,
        active: query.active === undefined ? undefined : query.active === 'true',
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toAdminProduct), total, page: query.page, pageSize: query.pageSize };
    },

    async getProduct(id: number): Promise<AdminProduct> {
      const row = await products.findAdminProduct(database, id);
      if (!row) throw AppError.notFound(ADMIN_MSG.productNotModified);
      return toAdminProduct(row);
    },

    /** Hides or shows the product in the public catalog at once (cache dropped, event sent). */
    async setActive(id: number, active: boolean | undefined): Promise<{ msg: string; active: boolean }> {
      const result = await productWrites.setActive(app.db, id, active);
      if (result === undefined) throw AppError.notFound(ADMIN_MSG.productNotModified);
      app.productsChanged([id], { listings: true });
      app.events.publish('productChanged', { productId: id });
      return { msg: result ? ADMIN_MSG.productActivated : ADMIN_MSG.productDeactivated, active: result };
    },

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
            createdAt: iso(r.created_at),
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
            createdAt: iso(r.created_at),
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
      }
    },
  };
}
