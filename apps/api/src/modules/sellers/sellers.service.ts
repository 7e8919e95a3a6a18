import {
  type ProductSummary,
  type Reputation,
  reputationSchema,
  SELLER_MSG,
  type SellerProductsQuery,
  type SellerProfile,
  type SellerReviewPage,
  type SellerSort,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import type { CatalogCache } from '../../platform/cache/catalog-cache.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, type PageQuery, pageOf } from '../../platform/http/paging.js';
import { NO_REPUTATION } from './reputation.js';
import * as repo from './sellers.repository.js';

/** The stored figures, read through the contract: a row written by an older rule fails loudly. */
const reputationOfRow = (row: repo.SellerRow): Reputation =>
  row.figures === null ? NO_REPUTATION : (reputationSchema.parse(row.figures) as Reputation);

/**
 * The seller's public page: profile and reputation, products, reviews. A banned seller is not
 * shown: the seller is looked up on every request (one row by key), and only the lists behind
 * them are shared through the catalog's cache, keyed by the seller's id. Like the catalog's
 * listings, a write to a product on a cached page drops it and any other product write lets it
 * refresh (a review is a product write: it changes the product's rating).
 */
/** The catalog's read of a seller's active products, one page (wired by the root, app.ts). */
export type SellerProductsPage = (
  database: Database,
  sellerId: number,
  filter: { sort: SellerSort; limit: number; offset: number },
) => Promise<ProductSummary[]>;

/** A seller's public profile: their name, since when, where from, what they sell, their reputation. */
export async function sellerProfile(database: Database, userName: string): Promise<SellerProfile> {
  const seller = await repo.findSeller(database, userName);
  if (!seller) throw AppError.notFound(SELLER_MSG.notFound);
  return {
    userName: seller.user_name,
    memberSince: toIso(seller.created_at),
    province: seller.province,
    activeProducts: seller.active_products,
    reputation: reputationOfRow(seller),
  };
}

export function createSellers({
  database,
  cache,
  productsPage,
}: {
  database: Database;
  cache: CatalogCache;
  productsPage: SellerProductsPage;
}) {
  async function sellerNamed(userName: string) {
    const seller = await repo.findSeller(database, userName);
    if (!seller) throw AppError.notFound(SELLER_MSG.notFound);
    return seller;
  }

  return {
    sellerNamed,

    profile: (userName: string) => sellerProfile(database, userName),

    async products(userName: string, query: SellerProductsQuery) {
      const seller = await sellerNamed(userName);
      const items = await cache.get(
        JSON.stringify(['seller-products', seller.id, query.sort, query.page, query.pageSize]),
        async () => {
          return productsPage(database, seller.id, {
            sort: query.sort,
            limit: query.pageSize,
            offset: offsetOf(query),
          });
        },
        { listing: true, shows: (products) => products.map((p) => p.id) },
        database.position,
      );
      return pageOf(query, { rows: items, total: seller.active_products }, (item) => item);
    },

    async reviews(userName: string, query: PageQuery): Promise<SellerReviewPage> {
      const seller = await sellerNamed(userName);
      return cache.get(
        JSON.stringify(['seller-reviews', seller.id, query.page, query.pageSize]),
        async () => {
          const page = await repo.reviewsPage(database, seller.id, query.pageSize, offsetOf(query));
          return pageOf(query, { rows: page.items, total: page.total }, (r) => ({
            id: r.id,
            rating: r.rating,
            comment: r.comment,
            createdAt: toIso(r.created_at),
            user: { userName: r.user_name },
            product: { id: r.product_id, name: r.product_name },
          }));
        },
        { listing: true, shows: (page) => page.items.map((r) => r.product.id) },
        database.position,
      );
    },
  };
}
export type SellersService = ReturnType<typeof createSellers>;
