import { formatMoney, type InvoiceDetail, type OrderLine } from '@bazar/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDiscount } from '../../../lib/format';
import { OrderLineStatus } from './order-line-status';

interface InvoiceLineCardsProps {
  invoice: InvoiceDetail;
  onConfirmReceived?: ((order: OrderLine) => void) | undefined;
  /** The viewer bought it ('Abrir un reclamo'). */
  buyer: boolean;
  busy: boolean;
}

/**
 * The invoice's lines on a phone: one card per line with the same facts as the table (list
 * price, discount, net total, status), since seven columns cannot fit 375 px.
 */
export function InvoiceLineCards({ invoice, onConfirmReceived, buyer, busy }: InvoiceLineCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={`Líneas de la factura ${invoice.invoiceNumber}`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {invoice.orders.map((order, index) => (
        <Paper
          key={order.id}
          component="li"
          variant="outlined"
          aria-label={order.product.name}
          sx={{ p: 1.5 }}
        >
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {index + 1}. {order.product.name}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              rowGap: 0.25,
              columnGap: 2,
              m: 0,
              '& dd': { m: 0, textAlign: 'right' },
              '& dt': { color: 'text.secondary' },
            }}
          >
            <dt>Cantidad</dt>
            <dd>{order.quantity}</dd>
            <dt>Precio unitario</dt>
            <dd>{formatMoney(order.unitPriceCents)}</dd>
            <dt>Descuento</dt>
            <dd>{formatDiscount(order.discount)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatMoney(order.totalCents)}</strong>
            </dd>
          </Box>
          <OrderLineStatus
            order={order}
            onConfirmReceived={onConfirmReceived}
            buyer={buyer}
            busy={busy}
            sx={{ mt: 1 }}
          />
        </Paper>
      ))}
    </Box>
  );
}
