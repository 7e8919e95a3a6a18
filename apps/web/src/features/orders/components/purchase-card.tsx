import {
  CARRIER_LABEL,
  formatMoney,
  INVOICE_PARAM,
  ORDERS_MSG,
  PURCHASE_STATUS_LABEL,
  PURCHASES_MSG,
  type Purchase,
  type PurchaseStatus,
  purchaseStatus,
  SELLER_MSG,
  webPath,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BuyerOrderActions } from '../../../components/buyer-order-actions';
import { DeliveryFacts } from '../../../components/delivery-facts';
import { readableStatusSx } from '../../../components/order-status-badge';
import { ProductListRow } from '../../../components/product-list-row';
import { VariantLabel } from '../../../components/variant-label';
import { formatDate } from '../../../lib/format';

/** The badge's colour by step: being prepared, moving, done, and closed without a delivery. */
const STATUS_COLOR: Record<PurchaseStatus, keyof typeof readableStatusSx> = {
  preparing: 'info',
  preparingPickup: 'info',
  onItsWay: 'warning',
  readyForPickup: 'warning',
  delivered: 'success',
  cancelled: 'default',
  refunded: 'default',
};

/** Steps after which the delivery's way and window no longer tell the buyer anything. */
const FINISHED: readonly PurchaseStatus[] = ['delivered', 'cancelled', 'refunded'];

/** The shipment's tracking number: a link to the carrier's page when it has one, else text to copy. */
function Tracking({ purchase }: { purchase: Purchase }) {
  if (!purchase.shipping) return null;
  const { carrier, trackingNumber } = purchase.shipping;
  const carrierName = CARRIER_LABEL[carrier];
  return (
    <Typography variant="body2" data-testid="tracking" sx={{ overflowWrap: 'anywhere' }}>
      {PURCHASES_MSG.tracking(carrierName)}{' '}
      {purchase.trackingUrl ? (
        <Link
          href={purchase.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={PURCHASES_MSG.followOn(trackingNumber, carrierName)}
          sx={{ fontWeight: 600 }}
        >
          {trackingNumber}
        </Link>
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {trackingNumber}
        </Box>
      )}
    </Typography>
  );
}

interface PurchaseCardProps {
  purchase: Purchase;
  onConfirmReceived: (order: { orderNumber: string }) => void;
  busy: boolean;
}

/**
 * One thing bought, as its buyer follows it: picture, name and variant, seller, what was paid,
 * where it is in words a buyer uses, its tracking, what came back, and what can be done with it
 * (confirm it arrived, claim, rate it, see the invoice).
 */
export function PurchaseCard({ purchase, onConfirmReceived, busy }: PurchaseCardProps) {
  const status = purchaseStatus(purchase);
  const nameId = `purchase-${purchase.id}-name`;
  const shippingCents = purchase.delivery.shippingCents;
  const refundedCents = purchase.refundedCents + purchase.delivery.shippingRefundedCents;
  return (
    <ProductListRow
      nameId={nameId}
      name={purchase.product.name}
      image={purchase.product.image ?? undefined}
      discount={0}
      details={
        <>
          <VariantLabel label={purchase.variantLabel} />
          <Box>
            <Chip
              label={PURCHASE_STATUS_LABEL[status]}
              size="small"
              data-testid="purchase-status"
              sx={{ fontWeight: 600, ...readableStatusSx[STATUS_COLOR[status]] }}
            />
          </Box>
          {purchase.seller && (
            <Typography variant="body2" color="text.secondary">
              {SELLER_MSG.soldBy}{' '}
              <Link
                component={RouterLink}
                to={webPath('seller', { userName: purchase.seller.userName })}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {purchase.seller.userName}
              </Link>
            </Typography>
          )}
          <Typography variant="body2" data-testid="purchase-paid">
            <strong>{PURCHASES_MSG.paid(formatMoney(purchase.totalCents + shippingCents))}</strong>
            {' · '}
            {PURCHASES_MSG.units(purchase.quantity)}
            {shippingCents > 0 && ` · ${PURCHASES_MSG.shippingIncluded(formatMoney(shippingCents))}`}
          </Typography>
          {refundedCents > 0 && (
            <Typography variant="body2" data-testid="purchase-refunded" sx={{ fontWeight: 600 }}>
              {PURCHASES_MSG.refunded(formatMoney(refundedCents))}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {PURCHASES_MSG.boughtOn(formatDate(purchase.orderDate))} ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {purchase.orderNumber}
            </Box>
          </Typography>
          <Tracking purchase={purchase} />
          {!FINISHED.includes(status) && <DeliveryFacts order={purchase} />}
          {purchase.cancelled && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {ORDERS_MSG.cancelledBecause(purchase.cancelled.reason)}
            </Typography>
          )}
        </>
      }
      actions={
        <BuyerOrderActions
          order={purchase}
          onConfirmReceived={onConfirmReceived}
          buyer
          closed={status === 'refunded'}
          busy={busy}
        >
          {status === 'delivered' && !purchase.reviewed && (
            <Button
              size="small"
              component={RouterLink}
              to={webPath('userReviews')}
              aria-label={PURCHASES_MSG.rateOf(purchase.product.name)}
            >
              {PURCHASES_MSG.rate}
            </Button>
          )}
          <Button
            size="small"
            component={RouterLink}
            to={`${webPath('userInvoices')}?${INVOICE_PARAM}=${purchase.invoiceId}`}
            aria-label={PURCHASES_MSG.seeInvoiceOf(purchase.invoiceNumber)}
          >
            {PURCHASES_MSG.seeInvoice}
          </Button>
        </BuyerOrderActions>
      }
    />
  );
}
