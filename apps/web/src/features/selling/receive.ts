import {
  type Commissions,
  commissionCents,
  discountedCents,
  percentToBasisPoints,
  productBodySchema,
} from '@bazar/shared';

/** The commission in percent that a sale in `categoryId` pays: the category's own, else the general one. */
export function rateFor(commissions: Commissions, categoryId: number | null): number {
  const own = commissions.categories.find((c) => c.categoryId === categoryId)?.rate;
  return own ?? commissions.defaultRate;
}

export interface UnitReceipt {
  /** What the seller gets per unit sold, after the discount and the commission. */
  netCents: number;
  /** The rate applied, in percent. */
  ratePercent: number;
}

/**
 * What the product form's 'Recibirás $ X por unidad' says, from the fields as typed: the price as
 * typed (up to two decimals) and the discount in percent (read by the form's own schema; a blank discount is
 * none) and the chosen category. The commission is the one the ledger charges on a sale:
 * `commissionCents` of the discounted price at the category's rate, else the general one.
 * Null while the price or the discount is not a number the form would accept.
 */
export function unitReceipt(
  fields: { price: string; discount: string; categoryId: string },
  commissions: Commissions,
): UnitReceipt | null {
  const price = productBodySchema.shape.price.safeParse(fields.price);
  const discount = productBodySchema.shape.discount.safeParse(fields.discount.trim() || '0');
  if (!price.success || !discount.success) return null;
  const categoryId = /^\d+$/.test(fields.categoryId) ? Number(fields.categoryId) : null;
  const ratePercent = rateFor(commissions, categoryId);
  const gross = discountedCents(price.data, discount.data);
  return { netCents: gross - commissionCents(gross, percentToBasisPoints(ratePercent)), ratePercent };
}
