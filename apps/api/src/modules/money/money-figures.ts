import type { MoneyFigures } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import * as ledger from './ledger.repository.js';

/** The dashboard's money: commission earned (net of refunds) and what the shop owes its sellers. */
export async function moneyFigures(ex: Executor): Promise<MoneyFigures> {
  const [commissionEarnedCents, owedToSellersCents] = await Promise.all([
    ledger.totalOf(ex, ['commission']),
    ledger.totalOf(ex, ['pending', 'available', 'in_transit']),
  ]);
  return { commissionEarnedCents, owedToSellersCents };
}
