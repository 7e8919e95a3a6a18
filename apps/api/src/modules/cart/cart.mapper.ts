import { type Cart, type CartLine, cartTotals, lineTotalCents, shownQuantity } from '@bazar/shared';
import { splitImages } from '../../db/product-images.js';
import type { CartLineRow } from './cart.repository.js';

export function toCartLine(row: CartLineRow): CartLine {
  const quantity = shownQuantity(row.quantity, row.stock);
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    ...splitImages(row.images),
    stock: row.stock,
    active: row.active,
    available: row.active && row.stock > 0,
    priceCents: row.price_cents,
    discount: row.discount,
    finalPriceCents: row.final_price_cents,
    quantity,
    lineTotalCents: lineTotalCents(row.price_cents, row.discount, quantity),
  };
}

export function toCart(rows: CartLineRow[]): Cart {
  const lines = rows.map(toCartLine);
  return { lines, ...cartTotals(lines) };
}
