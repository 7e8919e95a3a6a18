/**
 * The shop's commission on a sale: the rate (basis points, 1 % = 100) of the price paid, rounded
 * to the cent half up. The seller receives the rest. The same function prices the seller's
 * 'Recibirás' hint in the browser and the ledger's sale entries in the database, so the two agree
 * (the SQL writes round(gross × bp / 10000), half away from zero, the same for positive amounts).
 */
export function commissionCents(grossCents: number, rateBasisPoints: number): number {
  return Math.round((grossCents * rateBasisPoints) / 10_000);
}

export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;

/**
 * A refund of `refundCents` out of a sale of `grossCents` whose commission was `saleCommission`
 * returns the commission pro rata, counted on the whole refunded so far so that refunding a
 * sale in parts returns exactly its commission: round(C × after / G) − round(C × before / G).
 */
export function commissionReturned(
  grossCents: number,
  saleCommission: number,
  refundedBefore: number,
  refundCents: number,
): number {
  const share = (refunded: number) => Math.round((saleCommission * refunded) / grossCents);
  return share(refundedBefore + refundCents) - share(refundedBefore);
}
