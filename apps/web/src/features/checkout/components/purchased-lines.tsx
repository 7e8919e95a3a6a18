import {
  boughtName,
  type CheckoutLine,
  COUPON_MSG,
  formatMoney,
  invoiceCoupons,
  ORDERS_MSG,
} from '@bazar/shared';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  PurchaseLineFigureCells,
  PurchaseLineHeadCells,
  purchaseLineFacts,
} from '../../../components/purchase-lines';
import { StackedCards } from '../../../components/stacked-cards';
import { VariantLabel } from '../../../components/variant-label';

// Two sizes of one shoe are two lines of one product.
const lineKey = (line: CheckoutLine) => `${line.productId} ${line.variantLabel}`;

const LABEL = 'Productos comprados';

/**
 * The lines of a paid checkout and 'Total Monto': a six-column table, or on a phone one card per
 * line (the table needed a sideways scroll at 375 px), as the invoice's own lines do.
 */
export function PurchasedLines({ lines, totalCents }: { lines: CheckoutLine[]; totalCents: number }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Each seller's coupon under the lines, which show their price before it (0033).
  const coupons = invoiceCoupons({
    orders: lines.map((l) => ({
      coupon: l.couponCode === null ? null : { code: l.couponCode, discountCents: l.couponDiscountCents },
    })),
  }).map((c) => ({
    key: c.code,
    label: COUPON_MSG.line(c.code),
    amount: COUPON_MSG.discount(c.discountCents),
  }));
  if (phone)
    return (
      <>
        <StackedCards
          label={LABEL}
          cards={lines.map((line) => ({
            key: lineKey(line),
            name: boughtName(line.name, line.variantLabel),
            title: (
              <>
                {line.name}
                <VariantLabel label={line.variantLabel} />
              </>
            ),
            facts: [{ label: 'Orden', value: line.orderNumber ?? '—' }, ...purchaseLineFacts(line)],
          }))}
        />
        {coupons.map((c) => (
          <Typography key={c.key} sx={{ mt: 1, textAlign: 'right' }}>
            {c.label}: {c.amount}
          </Typography>
        ))}
        <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }}>
          {ORDERS_MSG.totalAmount}: <span data-testid="invoice-total">{formatMoney(totalCents)}</span>
        </Typography>
      </>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={LABEL}>
        <TableHead>
          <TableRow>
            <PurchaseLineHeadCells />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={lineKey(line)}>
              <TableCell>{line.orderNumber}</TableCell>
              <TableCell>
                {line.name}
                <VariantLabel label={line.variantLabel} />
              </TableCell>
              <PurchaseLineFigureCells line={line} />
            </TableRow>
          ))}
          {coupons.map((c) => (
            <TableRow key={c.key}>
              <TableCell colSpan={5} align="right">
                {c.label}
              </TableCell>
              <TableCell align="right">{c.amount}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={5} align="right" sx={{ fontWeight: 700 }}>
              {ORDERS_MSG.totalAmount}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
              {formatMoney(totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
