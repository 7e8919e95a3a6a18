import { CLAIM_MSG, MONEY_MSG, type OrderLine } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridRowHeightParams, GridRowHeightReturnValue } from '@mui/x-data-grid';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { LateChip } from '../../../components/delivery-facts';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RefundedLabel } from '../../../components/refunded-label';
import type { RefundRequest } from './refund-dialog';

/*
 * What the order screens offer of refunds: the status cell with 'Reembolsado' under it, and
 * 'Reembolsar' (whose dialog is its own lazy chunk). A refund is an order's step, as shipping and
 * cancelling are: its endpoints are the order's (…/refunds), its screens the orders'.
 */

/**
 * 'Reembolsar' on an order while part of its total is still the seller's (the seller's sales, the
 * back office's orders): `onRefund` opens the dialog of `useRefundDialog`.
 */
export function RefundButton({
  order,
  onRefund,
}: {
  order: { orderNumber: string; refundedCents: number; totalCents: number };
  onRefund: (orderNumber: string) => void;
}) {
  if (order.refundedCents >= order.totalCents) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      onClick={() => onRefund(order.orderNumber)}
      aria-label={MONEY_MSG.refundOf(order.orderNumber)}
    >
      {MONEY_MSG.refund}
    </Button>
  );
}

/**
 * An order's status in a grid's cell, with 'Reembolsado…' under it once money went back and
 * 'Reclamo abierto' while a claim waits: the column keeps its width and only such an order's row
 * grows (see `refundedRowHeight`).
 */
export function OrderStatusWithRefund({ order }: { order: OrderLine }) {
  const claim = order.claimStatus === 'open' || order.claimStatus === 'escalated' ? order.claimStatus : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, py: 0.75 }}>
      <OrderStatusBadge status={order.status} />
      <RefundedLabel order={order} />
      <LateChip order={order} />
      {claim && (
        <Chip
          label={CLAIM_MSG.saleBadge[claim]}
          size="small"
          color="error"
          variant="outlined"
          data-testid="claim-badge"
          sx={{ fontWeight: 600 }}
        />
      )}
    </Box>
  );
}

/** A grid's row height: the default, or as tall as its content for a row with more than one chip. */
export const refundedRowHeight = ({ model }: GridRowHeightParams): GridRowHeightReturnValue => {
  const order = model as OrderLine;
  return order.refundedCents > 0 || order.variantLabel || order.claimStatus || order.delivery.late
    ? 'auto'
    : null;
};

// The dialog (its form, text fields and the amount parser) is fetched on the first 'Reembolsar':
// the order grids that offer it do not carry it, and neither does the route table of the first load.
const RefundDialog = lazy(async () => ({ default: (await import('./refund-dialog')).RefundDialog }));

/**
 * 'Reembolsar' on an order: `open(orderNumber)` shows the refund dialog. The seller's sales and
 * the back office's orders use it. Every opening asks the server again what remains refundable.
 */
export function useRefundDialog(): { open: (orderNumber: string) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<RefundRequest | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening is counted: the dialog asks the server again what remains refundable.
  const open = useCallback((orderNumber: string) => {
    setRequest((r) => ({ orderNumber, opening: (r?.opening ?? 0) + 1 }));
    setShown(true);
  }, []);
  const dialog = request ? (
    <Suspense fallback={null}>
      <RefundDialog request={request} open={shown} onClose={() => setShown(false)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
