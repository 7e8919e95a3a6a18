import {
  formatMoney,
  isForwardTransition,
  labelOf,
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  ORDERS_MSG,
  type OrderStatus,
  PAYMENT_PROVIDER_LABEL,
  PAYMENT_STATUS_LABEL,
  webPath,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RouteFallback } from '../../../components/route-fallback';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useAdminOrder } from '../api/admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

/** /admin/ordenes/{orderNumber} (the route parameter is named productId but holds the order number). */
export function AdminOrderDetailPage() {
  const orderNumber = useParams().productId ?? '';
  const order = useAdminOrder(orderNumber);
  const update = useUpdateOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const [next, setNext] = useState<OrderStatus | ''>('');
  const confirm = useConfirm();

  if (order.isPending) return <RouteFallback />;
  if (order.isError) {
    return (
      <Alert severity="error">{isApiError(order.error) ? order.error.message : 'Error de conexión.'}</Alert>
    );
  }
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
    <Stack spacing={3}>
      <Link component={RouterLink} to={webPath('adminOrders')}>
        Volver a órdenes
      </Link>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
            Orden {o.orderNumber}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <Field label="Fecha">{o.orderDate.slice(0, 10)}</Field>
            <Field label="Factura">{o.invoiceNumber}</Field>
            <Field label="Producto">
              <Link component={RouterLink} to={webPath('adminProduct', { productId: o.product.id })}>
                {o.product.name}
              </Link>
            </Field>
            <Field label="Cantidad">{o.quantity}</Field>
            <Field label="Precio unitario">{formatMoney(o.unitPriceCents)}</Field>
            <Field label="Descuento">{o.discount > 0 ? `${o.discount}%` : 'Sin descuento'}</Field>
            <Field label="Total">{formatMoney(o.totalCents)}</Field>
            <Field label="Estado">
              <span data-testid="order-status">
                <OrderStatusBadge status={o.status} />
              </span>
            </Field>
            <Field label="Comprador">
              <Link component={RouterLink} to={webPath('adminUser', { userId: o.buyer.id })}>
                {o.buyer.userName}
              </Link>{' '}
              ({[o.buyer.firstName, o.buyer.lastName].filter(Boolean).join(' ')})
            </Field>
            <Field label="Contacto">
              {[o.buyerContact.email, o.buyerContact.phone, o.buyerContact.address]
                .filter(Boolean)
                .join(' · ')}
            </Field>
            <Field label="Vendedor">
              {o.seller ? (
                <Link component={RouterLink} to={webPath('adminUser', { userId: o.seller.id })}>
                  {o.seller.userName}
                </Link>
              ) : (
                '—'
              )}
            </Field>
            <Field label="Pago">
              {o.payment
                ? `${labelOf(PAYMENT_PROVIDER_LABEL, o.payment.provider)} · ${labelOf(PAYMENT_STATUS_LABEL, o.payment.status)} (operación ${o.payment.providerPaymentId})`
                : '—'}
            </Field>
          </Box>
          {forward.length > 0 && (
            <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
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
            </Stack>
          )}
        </CardContent>
      </Card>
      {confirm.dialog}
    </Stack>
  );
}
