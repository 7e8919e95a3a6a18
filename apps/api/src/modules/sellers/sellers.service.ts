import {
  type Reputation,
  reputationSchema,
  SELLER_MSG,
  type SellerProductsQuery,
  type SellerProfile,
  type SellerReviewPage,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, type PageQuery, pageOf } from '../../platform/http/paging.js';
import { toProductSummary } from '../catalog/index.js';
import { NO_REPUTATION } from './reputation.js';
import * as repo from './sellers.repository.js';

/** The stored figures, read through the contract: a row written by an older rule fails loudly. */
const reputationOfRow = (row: repo.SellerRow): Reputation =>
  row.figures === null ? NO_REPUTATION : (reputationSchema.parse(row.figures) as Reputation);

/** The seller's public page: profile and reputation, products, reviews. A banned seller is not shown. */
export function createSellers({ database }: { database: Database }) {
  async function sellerNamed(userName: string) {
    const seller = await repo.findSeller(database, userName);
    if (!seller) throw AppError.notFound(SELLER_MSG.notFound);
    return seller;
  }

  return {
    sellerNamed,

    async profile(userName: string): Promise<SellerProfile> {
      const seller = await sellerNamed(userName);
      return {
        userName: seller.user_name,
        memberSince: toIso(seller.created_at),
        province: seller.province,
        activeProducts: seller.active_products,
        reputation: reputationOfRow(seller),
      };
    },

    async products(userName: string, query: SellerProductsQuery) {
      const seller = await sellerNamed(userName);
      const rows = await repo.productsPage(database, seller.id, {
        sort: query.sort,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return pageOf(query, { rows, total: seller.active_products }, toProductSummary);
    },

    async reviews(userName: string, query: PageQuery): Promise<SellerReviewPage> {
      const seller = await sellerNamed(userName);
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
  };
}
export type SellersService = ReturnType<typeof createSellers>;
