import {
  type Cart,
  type CartLine,
  cartTotals,
  lineTotalCents,
  shownQuantity,
  variantShortLabel,
} from '@bazar/shared';
import { toProductView } from '../../db/product-view.js';
import type { CartLineRow } from './cart.repository.js';

export function toCartLine(row: CartLineRow): CartLine {
  const quantity = shownQuantity(row.quantity, row.stock);
  const { variant_id, option_names, option_values, ...product } = row;
  return {
    id: row.id,
    productId: row.product_id,
    variantId: variant_id,
    variantLabel: variantShortLabel(option_names, option_values),
    ...toProductView(product),
    available: row.active && row.stock > 0,
    quantity,
    lineTotalCents: lineTotalCents(row.price_cents, row.discount, quantity),
  };
}

export function toCart(rows: CartLineRow[]): Cart {
  const lines = rows.map(toCartLine);
  return { lines, ...cartTotals(lines) };
}
