import {
  formatMoney,
  isFullyRefunded,
  labelOf,
  MONEY_MSG,
  ORDER_STATUS_LABEL,
  ORDERS_MSG,
  PAYMENT_PROVIDER_LABEL,
  PAYMENT_STATUS_LABEL,
  webPath,
} from '@bazar/shared';
import DoneIcon from '@mui/icons-material/Done';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import {
  BackOfficeDetail,
  DetailField,
  DetailList,
  DetailQueryState,
} from '../../../components/back-office-detail';
import { useConfirm } from '../../../components/confirm-dialog';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RefundedLabel } from '../../../components/refunded-label';
import { VariantLabel } from '../../../components/variant-label';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDiscount } from '../../../lib/format';
import { useUpdateOrderStatus } from '../../../lib/order';
import { useSnackbar } from '../../../lib/snackbar';
import { useAdminOrder } from '../api/all-orders';
import { OrderDelivery } from '../components/order-delivery';
import { useRefundDialog } from '../components/order-refund';
import { useOrderDialogs } from '../components/use-order-dialogs';

/** /admin/ordenes/{orderNumber} (the route parameter is named productId but holds the order number). */
export function AdminOrderDetailPage() {
  const orderNumber = useParams().productId ?? '';
  const order = useAdminOrder(orderNumber);
  const update = useUpdateOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const refund = useRefundDialog();
  const orderDialogs = useOrderDialogs();

  if (order.isPending || order.isError) return <DetailQueryState query={order} />;
  const o = order.data;
  // A line refunded in full is closed: not shipped, not received (the API refuses both).
  const fullyRefunded = isFullyRefunded(o.totalCents, o.refundedCents);
  const markReceived = async () => {
    const label = ORDER_STATUS_LABEL.received;
    const confirmed = await confirm.ask({
      title: ORDERS_MSG.confirmStatusTitle(o.orderNumber, label),
      text: ORDERS_MSG.confirmStatusText,
      confirmLabel: ORDERS_MSG.markReceived,
      destructive: false,
    });
    if (!confirmed) return;
    update.mutate(
      { orderNumber: o.orderNumber, body: { status: 'received' } },
      {
        onSuccess: () =>
          enqueueSnackbar(ORDERS_MSG.statusChanged(o.orderNumber, label), { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.message : 'Error.', { variant: 'error' }),
      },
    );
  };

  return (
    <BackOfficeDetail
      back={{ to: webPath('adminOrders'), label: 'Volver a órdenes' }}
      title={`Orden ${o.orderNumber}`}
      after={
        <>
          {confirm.dialog}
          {refund.dialog}
          {orderDialogs.dialog}
        </>
      }
    >
      <DetailList>
        <DetailField label="Fecha">{formatDate(o.orderDate)}</DetailField>
        <DetailField label="Factura">{o.invoiceNumber}</DetailField>
        <DetailField label="Producto">
          <Link component={RouterLink} to={webPath('adminProduct', { productId: o.product.id })}>
            {o.product.name}
          </Link>
          <VariantLabel label={o.variantLabel} />
        </DetailField>
        <DetailField label="Cantidad">{o.quantity}</DetailField>
        <DetailField label="Precio unitario">{formatMoney(o.unitPriceCents)}</DetailField>
        <DetailField label="Descuento">{formatDiscount(o.discount)}</DetailField>
        <DetailField label="Total">{formatMoney(o.totalCents)}</DetailField>
        {o.refundedCents > 0 && (
          <DetailField label={MONEY_MSG.kind.refund}>
            <RefundedLabel order={o} />
          </DetailField>
        )}
        <DetailField label="Estado">
          <span data-testid="order-status">
            <OrderStatusBadge status={o.status} />
          </span>
        </DetailField>
        <DetailField label="Comprador">
          <Link component={RouterLink} to={webPath('adminUser', { userId: o.buyer.id })}>
            {o.buyer.userName}
          </Link>{' '}
          ({[o.buyer.firstName, o.buyer.lastName].filter(Boolean).join(' ')})
        </DetailField>
        <DetailField label="Contacto">
          {[o.buyerContact.email, o.buyerContact.phone, o.buyerContact.address].filter(Boolean).join(' · ')}
        </DetailField>
        <DetailField label="Vendedor">
          {o.seller ? (
            <Link component={RouterLink} to={webPath('adminUser', { userId: o.seller.id })}>
              {o.seller.userName}
            </Link>
          ) : (
            '—'
          )}
        </DetailField>
        <DetailField label="Pago">
          {o.payment
            ? `${labelOf(PAYMENT_PROVIDER_LABEL, o.payment.provider)} · ${labelOf(PAYMENT_STATUS_LABEL, o.payment.status)} (operación ${o.payment.providerPaymentId})`
            : '—'}
        </DetailField>
      </DetailList>
      <Box sx={{ mt: 3 }}>
        <OrderDelivery order={o} />
      </Box>
      <Stack direction="row" sx={{ mt: 3, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {o.status === 'reception' && !fullyRefunded && (
          <Button
            variant="contained"
            startIcon={<LocalShippingIcon />}
            onClick={() => orderDialogs.ship(o.orderNumber)}
          >
            {ORDERS_MSG.markShipped}
          </Button>
        )}
        {o.status === 'shipped' && !fullyRefunded && (
          <Button
            variant="outlined"
            startIcon={<DoneIcon />}
            onClick={markReceived}
            disabled={update.isPending}
          >
            {ORDERS_MSG.markReceived}
          </Button>
        )}
        {o.status === 'reception' && (
          <Button variant="outlined" color="error" onClick={() => orderDialogs.cancel(o.orderNumber)}>
            {ORDERS_MSG.cancelSale}
          </Button>
        )}
        {o.refundedCents < o.totalCents && o.status !== 'cancelled' && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<UndoIcon />}
            onClick={() => refund.open(o.orderNumber)}
            aria-label={MONEY_MSG.refundOf(o.orderNumber)}
          >
            {MONEY_MSG.refund}
          </Button>
        )}
      </Stack>
    </BackOfficeDetail>
  );
}
