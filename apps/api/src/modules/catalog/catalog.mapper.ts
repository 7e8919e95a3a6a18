import type { ProductDetail, ProductSummary } from '@bazar/shared';
import { splitImages } from '../../db/product-images.js';
import type { ProductDetailRow, ProductRow } from './catalog.repository.js';

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    color: row.color,
    warranty: row.warranty_months,
    price: row.price_cents / 100,
    priceCents: row.price_cents,
    discount: row.discount,
    finalPriceCents: row.final_price_cents,
    stock: row.stock,
    ...splitImages(row.images),
    categoryId: row.category_id,
    genreId: row.genre_id,
    category: { id: row.category_id, name: row.category_name },
    genre: { id: row.genre_id, name: row.genre_name },
    active: row.active,
    rating: {
      average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : 0,
      count: row.rating_count,
    },
    sellerId: row.seller_id,
    sellerLevel: row.seller_level,
    optionsSummary: row.options_summary,
    freeShipping: row.free_shipping,
  };
}

/**
 * The product with its options and variants. `hidden` keeps the hidden variants: the seller's
 * own answers and the back office show them (to be shown again); buyers never see them.
 */
export function toProductDetail(row: ProductDetailRow, { hidden = true } = {}): ProductDetail {
  return {
    ...toProductSummary(row),
    description: row.description,
    // The seller's form edits their own discount, not the event's (decision record 0035).
    ...(row.own_discount === null ? {} : { ownDiscount: row.own_discount }),
    seller: row.seller_name === null ? null : { userName: row.seller_name },
    options: row.options,
    variants: row.variants
      .filter((v) => hidden || !v.hidden)
      .map((v) => ({
        id: v.id,
        values: v.values,
        stock: v.stock,
        priceCents: v.price_cents,
        finalPriceCents: v.final_price_cents,
        sku: v.sku,
        image: v.image,
        hidden: v.hidden,
      })),
  };
}
