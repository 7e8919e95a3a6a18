import { SELLER_MSG, type SellerProfile } from '@bazar/shared';

type Reputation = SellerProfile['reputation'];

/**
 * The figures behind the level, in the order a buyer weighs them, each as the shop words it
 * (SELLER_MSG): sales in the window, completed, cancelled, claims, time to ship, questions
 * answered and how fast, and the rating.
 */
export function reputationFigures(r: Reputation): string[] {
  return [
    `${SELLER_MSG.sales(r.sales)} ${SELLER_MSG.windowLabel(r.windowDays)}`,
    SELLER_MSG.completedSales(r.completedSales),
    SELLER_MSG.cancelled(r.cancelledShare),
    SELLER_MSG.claimed(r.claimedShare),
    SELLER_MSG.shipTime(r.medianShipHours),
    SELLER_MSG.answered(r.answeredShare),
    SELLER_MSG.answerTime(r.medianAnswerHours),
    SELLER_MSG.rating(r.rating.average, r.rating.count),
  ];
}
