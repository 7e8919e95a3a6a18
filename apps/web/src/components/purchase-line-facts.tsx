import { formatMoney } from '@bazar/shared';
import { formatDiscount } from '../lib/format';
import type { StackedCard } from './stacked-cards';

interface PurchaseLine {
  quantity: number;
  unitPriceCents: number;
  discount: number;
  totalCents: number;
}

/** A bought line's facts on its card, as the invoice's and the payment result's tables show them. */
export function purchaseLineFacts(line: PurchaseLine): StackedCard['facts'] {
  return [
    { label: 'Cantidad', value: line.quantity },
    { label: 'Precio unitario', value: formatMoney(line.unitPriceCents) },
    { label: 'Descuento', value: formatDiscount(line.discount) },
    { label: 'Total', value: <strong>{formatMoney(line.totalCents)}</strong> },
  ];
}
