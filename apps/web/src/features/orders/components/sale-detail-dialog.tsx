import { formatMoney, isFullyRefunded, ORDERS_MSG } from '@bazar/shared';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RefundedLabel } from '../../../components/refunded-label';
import { VariantLabel } from '../../../components/variant-label';
import { useOrder } from '../../../lib/order';
import { OrderDelivery } from './order-delivery';

interface SaleDetailDialogProps {
  orderNumber: string | null;
  onClose: () => void;
  onShip: (orderNumber: string) => void;
  /** A pickup's steps: ready, then handed over. */
  onMove: (orderNumber: string, status: 'ready' | 'received') => void;
  onCancel: (orderNumber: string) => void;
}

/**
 * A sale as its seller needs it to ship: what and how many, where to (the address chosen at
 * checkout), the status and its history; 'Marcar en camino' and 'Cancelar venta' until shipped.
 */
export function SaleDetailDialog({ orderNumber, onClose, onShip, onMove, onCancel }: SaleDetailDialogProps) {
  const order = useOrder(orderNumber);
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const o = order.data?.orderNumber === orderNumber ? order.data : undefined;
  return (
    <Dialog
      open={orderNumber !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{orderNumber ? ORDERS_MSG.saleTitle(orderNumber) : ''}</DialogTitle>
      <DialogContent dividers>
        {order.isError && <Alert severity="error">{order.error.message}</Alert>}
        {!o && !order.isError && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando la venta" />
          </Box>
        )}
        {o && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {o.product.name} × {o.quantity}
              </Typography>
              <VariantLabel label={o.variantLabel} />
              <Typography>{formatMoney(o.totalCents)}</Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }} data-testid="sale-status">
                <OrderStatusBadge status={o.status} />
                <RefundedLabel order={o} />
              </Box>
            </Box>
            <OrderDelivery order={o} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {o?.status === 'reception' && (
          <>
            <Button color="error" onClick={() => onCancel(o.orderNumber)}>
              {ORDERS_MSG.cancelSale}
            </Button>
            {!isFullyRefunded(o.totalCents, o.refundedCents) &&
              (o.delivery.method === 'pickup' ? (
                <Button variant="contained" onClick={() => onMove(o.orderNumber, 'ready')}>
                  {ORDERS_MSG.markReady}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  startIcon={<LocalShippingIcon />}
                  onClick={() => onShip(o.orderNumber)}
                >
                  {ORDERS_MSG.markShipped}
                </Button>
              ))}
          </>
        )}
        {o?.status === 'ready' && (
          <Button variant="contained" onClick={() => onMove(o.orderNumber, 'received')}>
            {ORDERS_MSG.markHandedOver}
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
