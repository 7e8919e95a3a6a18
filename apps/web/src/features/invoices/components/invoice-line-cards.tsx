import { boughtName, type InvoiceDetail } from '@bazar/shared';
import { purchaseLineFacts } from '../../../components/purchase-lines';
import { StackedCards } from '../../../components/stacked-cards';
import { VariantLabel } from '../../../components/variant-label';
import { OrderLineStatus } from './order-line-status';

interface InvoiceLineCardsProps {
  invoice: InvoiceDetail;
  onConfirmReceived?: ((order: { orderNumber: string }) => void) | undefined;
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
    <StackedCards
      label={`Líneas de la factura ${invoice.invoiceNumber}`}
      cards={invoice.orders.map((order, index) => ({
        key: order.id,
        name: boughtName(order.product.name, order.variantLabel),
        title: (
          <>
            {`${index + 1}. ${order.product.name}`}
            <VariantLabel label={order.variantLabel} />
          </>
        ),
        facts: purchaseLineFacts(order),
        actions: (
          <OrderLineStatus order={order} onConfirmReceived={onConfirmReceived} buyer={buyer} busy={busy} />
        ),
      }))}
    />
  );
}
