import type { DrawnPart, LineFee } from './checkout-parts.repository.js';

/** A line of a new checkout, as splitting it by seller needs it. */
export interface LineToSplit {
  product_id: number;
  seller_id: number | null;
  total_cents: number;
  /** Its share of its seller's shipping, paid to the seller in the same part, and the fee on it. */
  shipping_cents: number;
  shipping_fee_cents: number | null;
}

/**
 * Splits a new checkout by seller (decision record 0028): each line of a seller whose account is
 * linked is charged the shop's fee (`feeOf`: the money module's commission for the line); one
 * part per such seller, in the order of their first line, paid into their account with their
 * lines' fees as marketplace_fee; then, if anything is left, the shop's part, paid to the shop.
 * A checkout without linked sellers draws no parts and is paid whole, as before.
 */
export function drawParts<L extends LineToSplit>(
  lines: readonly L[],
  linked: ReadonlyMap<number, { accountId: string | null; userName: string }>,
  feeOf: (line: L) => { feeCents: number; rateBp: number },
): { parts: DrawnPart[]; fees: LineFee[] } {
  const fees: LineFee[] = [];
  const bySeller = new Map<number, DrawnPart>();
  let shopCents = 0;
  for (const line of lines) {
    const account = line.seller_id === null ? undefined : linked.get(line.seller_id);
    if (line.seller_id === null || !account) {
      shopCents += line.total_cents + line.shipping_cents;
      continue;
    }
    const fee = feeOf(line);
    fees.push({ productId: line.product_id, ...fee });
    const part = bySeller.get(line.seller_id) ?? {
      position: bySeller.size + 1,
      sellerId: line.seller_id,
      sellerName: account.userName,
      collectorId: account.accountId,
      amountCents: 0,
      feeCents: 0,
    };
    part.amountCents += line.total_cents + line.shipping_cents;
    part.feeCents += fee.feeCents + (line.shipping_fee_cents ?? 0);
    bySeller.set(line.seller_id, part);
  }
  const parts = [...bySeller.values()];
  if (parts.length > 0 && shopCents > 0)
    parts.push({
      position: parts.length + 1,
      sellerId: null,
      sellerName: null,
      collectorId: null,
      amountCents: shopCents,
      feeCents: 0,
    });
  return { parts, fees };
}
