import {
  formatMoney,
  isForwardTransition,
  labelOf,
  MONEY_MSG,
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  ORDERS_MSG,
  type OrderStatus,
  PAYMENT_PROVIDER_LABEL,
  PAYMENT_STATUS_LABEL,
  webPath,
} from '@bazar/shared';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  BackOfficeDetail,
  DetailField,
  DetailList,
  DetailQueryState,
} from '../../../components/back-office-detail';
import { useConfirm } from '../../../components/confirm-dialog';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDiscount } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { RefundedLabel, useRefundDialog } from '../../money';
import { useAdminOrder } from '../api/all-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** /admin/ordenes/{orderNumber} (the route parameter is named productId but holds the order number). */
export function AdminOrderDetailPage() {
  const orderNumber = useParams().productId ?? '';
  const order = useAdminOrder(orderNumber);
  const update = useUpdateOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const [next, setNext] = useState<OrderStatus | ''>('');
  const confirm = useConfirm();
  const refund = useRefundDialog();

  if (order.isPending || order.isError) return <DetailQueryState query={order} />;
  const o = order.data;
  const forward = ORDER_STATUSES.filter((s) => isForwardTransition(o.status, s));
  const save = async () => {
    if (!next) return;
    const label = ORDER_STATUS_LABEL[next];
    const confirmed = await confirm.ask({
      title: ORDERS_MSG.confirmStatusTitle(o.orderNumber, label),
      text: ORDERS_MSG.confirmStatusText,
      confirmLabel: 'Cambiar estado',
      destructive: false,
    });
    if (!confirmed) return;
    update.mutate(
      { orderNumber: o.orderNumber, status: next },
      {
        onSuccess: () => {
          setNext('');
          enqueueSnackbar(ORDERS_MSG.statusChanged(o.orderNumber, label), { variant: 'success' });
        },
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
      <Stack direction="row" sx={{ mt: 3, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {forward.length > 0 && (
          <>
            <TextField
              select
              size="small"
              label="Nuevo estado"
              value={next}
              onChange={(e) => setNext(e.target.value as OrderStatus)}
              sx={{ minWidth: 180 }}
            >
              {forward.map((s) => (
                <MenuItem key={s} value={s}>
                  {ORDER_STATUS_LABEL[s]}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={save} disabled={!next || update.isPending}>
              Cambiar estado
            </Button>
          </>
        )}
        {o.refundedCents < o.totalCents && (
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
