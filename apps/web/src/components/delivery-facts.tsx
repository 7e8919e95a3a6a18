import { arrivesText, formatMoney, SHIPPING_MSG as M, type OrderLine, pickupFromText } from '@bazar/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** 'Demorada': past the last day promised and not received yet (the server decides). */
export function LateChip({ order }: { order: Pick<OrderLine, 'delivery'> }) {
  if (!order.delivery.late) return null;
  return (
    <Chip
      label={M.late}
      title={M.lateHint}
      size="small"
      color="warning"
      variant="outlined"
      data-testid="late-badge"
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * How an order is delivered, as buyer and seller read it: the way, what its shipping cost, when
 * it arrives (or from when it can be picked up) and, for a pickup, where.
 */
export function DeliveryFacts({ order }: { order: Pick<OrderLine, 'delivery'> }) {
  const d = order.delivery;
  const pickup = d.method === 'pickup';
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }} data-testid="delivery-facts">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {pickup ? M.pickup : M.home}
        {!pickup && ` · ${d.shippingCents > 0 ? formatMoney(d.shippingCents) : M.free}`}
      </Typography>
      {d.window && (
        <Typography variant="body2">
          {pickup ? pickupFromText(d.window.from) : arrivesText(d.window.from, d.window.to)}
        </Typography>
      )}
      {pickup && d.pickupAddress && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {M.pickupAt(d.pickupAddress)}
        </Typography>
      )}
      {d.shippingRefundedCents > 0 && (
        <Typography variant="body2" color="text.secondary">
          {M.shippingRefunded(formatMoney(d.shippingRefundedCents))}
        </Typography>
      )}
      <Box>
        <LateChip order={order} />
      </Box>
    </Box>
  );
}
