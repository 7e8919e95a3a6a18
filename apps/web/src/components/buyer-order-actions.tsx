import { CLAIM_MSG, ORDER_STATUS_LABEL, ORDERS_MSG, type OrderLine, webPath } from '@bazar/shared';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUpdateOrderStatus } from '../lib/order';
import { useSnackbar } from '../lib/snackbar';
import { useConfirm } from './confirm-dialog';

type BuyerOrder = Pick<OrderLine, 'orderNumber' | 'status' | 'claimStatus'>;

/**
 * The buyer's 'Confirmar recibido': asked once more (the status only moves forward), then the
 * one status change, which refreshes every view of the order. The invoice's lines and 'Mis
 * compras' both use it; `dialog` is rendered by the screen.
 */
export function useConfirmReceived() {
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const status = useUpdateOrderStatus();
  const ask = async (order: { orderNumber: string }) => {
    const received = ORDER_STATUS_LABEL.received;
    const confirmed = await confirm.ask({
      title: ORDERS_MSG.confirmStatusTitle(order.orderNumber, received),
      text: ORDERS_MSG.confirmStatusText,
      confirmLabel: ORDERS_MSG.confirmReceived,
      destructive: false,
    });
    if (!confirmed) return;
    status.mutate(
      { orderNumber: order.orderNumber, body: { status: 'received' } },
      {
        onSuccess: () =>
          enqueueSnackbar(ORDERS_MSG.statusChanged(order.orderNumber, received), { variant: 'success' }),
        onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
      },
    );
  };
  return { ask, busy: status.isPending, dialog: confirm.dialog };
}

interface BuyerOrderActionsProps {
  order: BuyerOrder;
  /** Shown on orders 'en camino' (or ready to pick up) when the viewer is the buyer. */
  onConfirmReceived?: ((order: { orderNumber: string }) => void) | undefined;
  /** The viewer bought it: 'Abrir un reclamo' is offered. */
  buyer: boolean;
  /** Closed to the buyer's moves (a line refunded in full): only its claim, if any, is shown. */
  closed?: boolean;
  busy: boolean;
  /** More of the screen's own actions, after these ('Calificar', 'Ver factura'). */
  children?: ReactNode;
}

/**
 * What a buyer does with an order: 'Confirmar recibido' on an order on its way, 'Abrir un
 * reclamo' (the server knows whether it is still within the window, and says so) or the claim
 * already open.
 */
export function BuyerOrderActions({
  order,
  onConfirmReceived,
  buyer,
  closed = false,
  busy,
  children,
}: BuyerOrderActionsProps) {
  const claimPath = webPath('claim', { orderNumber: order.orderNumber });
  const onItsWay = order.status === 'shipped' || order.status === 'ready';
  return (
    <>
      {onConfirmReceived && onItsWay && !closed && (
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
      {order.claimStatus ? (
        <Button
          size="small"
          component={RouterLink}
          to={claimPath}
          aria-label={ORDERS_MSG.seeClaimOf(order.orderNumber)}
        >
          {ORDERS_MSG.seeClaim} ({CLAIM_MSG.statusLabel[order.claimStatus]})
        </Button>
      ) : (
        buyer &&
        !closed &&
        order.status !== 'cancelled' && (
          <Button
            size="small"
            component={RouterLink}
            to={claimPath}
            aria-label={ORDERS_MSG.openClaimOf(order.orderNumber)}
          >
            {CLAIM_MSG.open}
          </Button>
        )
      )}
      {children}
    </>
  );
}
