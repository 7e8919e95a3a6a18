import { formatMoney, type InvoiceDetail, type OrderLine } from '@bazar/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDiscount } from '../../../lib/format';
import { OrderLineStatus } from './order-line-status';

interface InvoiceLinesTableProps {
  invoice: InvoiceDetail;
  /** Shown on orders 'en camino' when the viewer is the buyer. */
  onConfirmReceived?: ((order: OrderLine) => void) | undefined;
  /** The viewer bought it ('Abrir un reclamo'). */
  buyer: boolean;
  busy: boolean;
}

/** The invoice's lines: #, description, quantity, unit price, discount, total and each real status. */
export function InvoiceLinesTable({ invoice, onConfirmReceived, buyer, busy }: InvoiceLinesTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Líneas de la factura ${invoice.invoiceNumber}`}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Descripción</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">Precio unitario</TableCell>
            <TableCell align="right">Descuento</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.orders.map((order, index) => (
            <TableRow key={order.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{order.product.name}</TableCell>
              <TableCell align="right">{order.quantity}</TableCell>
              <TableCell align="right">{formatMoney(order.unitPriceCents)}</TableCell>
              <TableCell align="right">{formatDiscount(order.discount)}</TableCell>
              <TableCell align="right">{formatMoney(order.totalCents)}</TableCell>
              <TableCell>
                <OrderLineStatus
                  order={order}
                  onConfirmReceived={onConfirmReceived}
                  buyer={buyer}
                  busy={busy}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
