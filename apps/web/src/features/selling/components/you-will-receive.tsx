import { formatMoney, formatNumberEsAr, MONEY_MSG } from '@bazar/shared';
import { useCommissions } from '../../../lib/commissions';
import { unitReceipt } from '../receive';

interface YouWillReceiveProps {
  /** The product form's fields as typed. */
  price: string;
  discount: string;
  categoryId: string;
}

/**
 * 'Recibirás $ X por unidad · Comisión de Bazar: N %' under the product form's price, following
 * what the seller types. Nothing until the rates have arrived and the price is a valid one.
 */
export function YouWillReceive(fields: YouWillReceiveProps) {
  const commissions = useCommissions();
  if (!commissions.data) return null;
  const receipt = unitReceipt(fields, commissions.data);
  if (!receipt) return null;
  return (
    <span data-testid="you-will-receive">
      {MONEY_MSG.youWillReceive(formatMoney(receipt.netCents))} ·{' '}
      {MONEY_MSG.commissionOf(formatNumberEsAr(receipt.ratePercent))}
    </span>
  );
}
