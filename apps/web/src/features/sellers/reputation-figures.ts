import { SELLER_MSG, type SellerProfile } from '@bazar/shared';

type Reputation = SellerProfile['reputation'];

/**
 * The figures behind the level, in the order a buyer weighs them, each as the shop words it
 * (SELLER_MSG): sales in the window, completed, cancelled, claims, time to ship, questions
 * answered and how fast, and the rating. A share with nothing to divide (no sales, no questions)
 * is left out: 'Canceló — de sus ventas' tells a buyer nothing.
 */
export function reputationFigures(r: Reputation): string[] {
  const share = (value: number | null, text: (value: number) => string) =>
    value === null ? [] : [text(value)];
  return [
    `${SELLER_MSG.sales(r.sales)} ${SELLER_MSG.windowLabel(r.windowDays)}`,
    SELLER_MSG.completedSales(r.completedSales),
    ...share(r.cancelledShare, SELLER_MSG.cancelled),
    ...share(r.claimedShare, SELLER_MSG.claimed),
    SELLER_MSG.shipTime(r.medianShipHours),
    ...share(r.lateShare, SELLER_MSG.late),
    ...share(r.answeredShare, SELLER_MSG.answered),
    SELLER_MSG.answerTime(r.medianAnswerHours),
    SELLER_MSG.rating(r.rating.average, r.rating.count),
  ];
}
