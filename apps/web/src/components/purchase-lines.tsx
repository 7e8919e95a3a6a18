import { formatMoney } from '@bazar/shared';
import TableCell from '@mui/material/TableCell';
import { formatDiscount } from '../lib/format';
import type { StackedCard } from './stacked-cards';

/** What a bought line carries: the invoice's lines and the payment result's alike. */
interface PurchaseLine {
  quantity: number;
  unitPriceCents: number;
  discount: number;
  totalCents: number;
  /** A seller's coupon took this much off `totalCents` (an order's, or a checkout line's). */
  coupon?: { discountCents: number } | null;
  couponDiscountCents?: number;
}

/** The line's total before its coupon: the coupon is its own line under the lines (0033). */
const beforeCoupon = (line: PurchaseLine) =>
  line.totalCents + (line.coupon?.discountCents ?? line.couponDiscountCents ?? 0);

/** A bought line's facts on its card, as the tables' columns show them. */
export function purchaseLineFacts(line: PurchaseLine): StackedCard['facts'] {
  return [
    { label: 'Cantidad', value: line.quantity },
    { label: 'Precio unitario', value: formatMoney(line.unitPriceCents) },
    { label: 'Descuento', value: formatDiscount(line.discount) },
    { label: 'Total', value: <strong>{formatMoney(beforeCoupon(line))}</strong> },
  ];
}

/** The head of a table of bought lines: '#', 'Descripción' and the four figures. */
export function PurchaseLineHeadCells() {
  return (
    <>
      <TableCell>#</TableCell>
      <TableCell>Descripción</TableCell>
      <TableCell align="right">Cantidad</TableCell>
      <TableCell align="right">Precio unitario</TableCell>
      <TableCell align="right">Descuento</TableCell>
      <TableCell align="right">Total</TableCell>
    </>
  );
}

/** A bought line's four figures in a table row, under PurchaseLineHeadCells. */
export function PurchaseLineFigureCells({ line }: { line: PurchaseLine }) {
  return (
    <>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell align="right">{formatMoney(line.unitPriceCents)}</TableCell>
      <TableCell align="right">{formatDiscount(line.discount)}</TableCell>
      <TableCell align="right">{formatMoney(beforeCoupon(line))}</TableCell>
    </>
  );
}
