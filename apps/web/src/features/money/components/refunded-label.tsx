import { formatMoney, MONEY_MSG } from '@bazar/shared';
import Chip from '@mui/material/Chip';

/**
 * 'Reembolsado' when all of an order's total went back to its buyer, 'Reembolsado $ x' when part
 * of it did, nothing otherwise. The same words on the seller's sales, the back office's orders
 * and the buyer's invoices.
 */
export function refundedText(order: { refundedCents: number; totalCents: number }): string | null {
  if (order.refundedCents <= 0) return null;
  return order.refundedCents >= order.totalCents
    ? MONEY_MSG.refunded
    : MONEY_MSG.partlyRefunded(formatMoney(order.refundedCents));
}

export function RefundedLabel({ order }: { order: { refundedCents: number; totalCents: number } }) {
  const text = refundedText(order);
  if (!text) return null;
  return (
    <Chip
      label={text}
      size="small"
      variant="outlined"
      data-testid="refunded"
      sx={{ fontWeight: 600, color: 'text.primary', borderColor: 'secondary.main' }}
    />
  );
}
