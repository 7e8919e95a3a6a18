import { CARRIER_LABEL, isFullyRefunded, ORDERS_MSG, type OrderLine } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BuyerOrderActions } from '../../../components/buyer-order-actions';
import { DeliveryFacts } from '../../../components/delivery-facts';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RefundedLabel } from '../../../components/refunded-label';

interface OrderLineStatusProps {
  order: OrderLine;
  /** Shown on orders 'en camino' (or ready to pick up) when the viewer is the buyer. */
  onConfirmReceived?: ((order: { orderNumber: string }) => void) | undefined;
  /** The viewer bought it: 'Abrir un reclamo' is offered. */
  buyer?: boolean;
  busy: boolean;
}

/**
 * An invoice line's real status, 'Reembolsado' (or 'Reembolsado $ x') once money went back to the
 * buyer, the carrier and tracking number once shipped, the reason of a cancellation and, for the
 * buyer, 'Confirmar recibido' on an order on its way and 'Abrir un reclamo' (the server knows
 * whether it is still within the window, and says so) or the claim already open.
 */
export function OrderLineStatus({ order, onConfirmReceived, buyer = false, busy }: OrderLineStatusProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <OrderStatusBadge status={order.status} />
        <RefundedLabel order={order} />
      </Box>
      <DeliveryFacts order={order} />
      {order.shipping && (
        <Typography variant="body2" data-testid="tracking" sx={{ overflowWrap: 'anywhere' }}>
          {ORDERS_MSG.shippedWith(CARRIER_LABEL[order.shipping.carrier], order.shipping.trackingNumber)}
        </Typography>
      )}
      {order.cancelled && (
        <Typography variant="body2" data-testid="cancelled-reason" sx={{ overflowWrap: 'anywhere' }}>
          {ORDERS_MSG.cancelledBecause(order.cancelled.reason)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <BuyerOrderActions
          order={order}
          onConfirmReceived={onConfirmReceived}
          buyer={buyer}
          closed={isFullyRefunded(order.totalCents, order.refundedCents)}
          busy={busy}
        />
      </Box>
    </Box>
  );
}
