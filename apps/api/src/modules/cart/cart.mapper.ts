import { type Cart, type CartLine, cartTotals, lineTotalCents, shownQuantity } from '@bazar/shared';
import { toProductView } from '../../db/product-view.js';
import type { CartLineRow } from './cart.repository.js';

export function toCartLine(row: CartLineRow): CartLine {
  const quantity = shownQuantity(row.quantity, row.stock);
  return {
    id: row.id,
    productId: row.product_id,
    ...toProductView(row),
    available: row.active && row.stock > 0,
    quantity,
    lineTotalCents: lineTotalCents(row.price_cents, row.discount, quantity),
  };
}

export function toCart(rows: CartLineRow[]): Cart {
  const lines = rows.map(toCartLine);
  return { lines, ...cartTotals(lines) };
}
