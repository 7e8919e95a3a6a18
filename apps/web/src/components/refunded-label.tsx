import { refundLabel } from '@bazar/shared';
import Chip from '@mui/material/Chip';

/**
 * 'Reembolsado' when all of an order's total went back to its buyer, 'Reembolsado $ x' when part
 * of it did, nothing otherwise (the shared `refundLabel`, which the invoice PDF writes too). The
 * same words on the seller's sales, the back office's orders and the buyer's invoices.
 */
export function RefundedLabel({ order }: { order: { refundedCents: number; totalCents: number } }) {
  const text = refundLabel(order.refundedCents, order.totalCents);
  if (!text) return null;
  return (
    <Chip
      label={text}
      size="small"
      variant="outlined"
      data-testid="refunded"
      // A large amount wraps inside the chip rather than being cut in a narrow column.
      sx={{
        fontWeight: 600,
        color: 'text.primary',
        borderColor: 'secondary.main',
        maxWidth: '100%',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
