import type { InvoiceDetail } from '@bazar/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PurchaseLineFigureCells, PurchaseLineHeadCells } from '../../../components/purchase-lines';
import { VariantLabel } from '../../../components/variant-label';
import { OrderLineStatus } from './order-line-status';

interface InvoiceLinesTableProps {
  invoice: InvoiceDetail;
  /** Shown on orders 'en camino' when the viewer is the buyer. */
  onConfirmReceived?: ((order: { orderNumber: string }) => void) | undefined;
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
            <PurchaseLineHeadCells />
            <TableCell>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.orders.map((order, index) => (
            <TableRow key={order.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>
                {order.product.name}
                <VariantLabel label={order.variantLabel} />
              </TableCell>
              <PurchaseLineFigureCells line={order} />
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
