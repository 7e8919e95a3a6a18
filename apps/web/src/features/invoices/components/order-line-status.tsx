import { ORDERS_MSG, type OrderLine } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RefundedLabel } from '../../money';

interface OrderLineStatusProps {
  order: OrderLine;
  /** Shown on orders 'en camino' when the viewer is the buyer. */
  onConfirmReceived?: ((order: OrderLine) => void) | undefined;
  busy: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An invoice line's real status, 'Reembolsado' (or 'Reembolsado $ x') once money went back to the
 * buyer, and, for the buyer of an order on its way, 'Confirmar recibido'.
 */
export function OrderLineStatus({ order, onConfirmReceived, busy, sx }: OrderLineStatusProps) {
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <OrderStatusBadge status={order.status} />
      <RefundedLabel order={order} />
      {onConfirmReceived && order.status === 'shipped' && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          disabled={busy}
          onClick={() => onConfirmReceived(order)}
          aria-label={`${ORDERS_MSG.confirmReceived} ${order.orderNumber}`}
        >
          {ORDERS_MSG.confirmReceived}
        </Button>
      )}
    </Box>
  );
}
