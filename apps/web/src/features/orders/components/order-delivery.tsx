import {
  ADDRESS_MSG,
  CARRIER_LABEL,
  CLAIM_MSG,
  formatAddress,
  ORDER_STATUS_LABEL,
  ORDERS_MSG,
  type OrderDetail,
  webPath,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeliveryFacts } from '../../../components/delivery-facts';
import { formatDate } from '../../../lib/format';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ display: 'grid', gap: 0.25 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Where and how an order travels: the address chosen at checkout (as it was then), the carrier
 * and tracking number once shipped, the reason of a cancellation, its claim, and its history
 * (who and when).
 */
export function OrderDelivery({ order }: { order: OrderDetail }) {
  const address = order.shippingAddress;
  const recipient =
    [order.buyer.firstName, order.buyer.lastName].filter(Boolean).join(' ') || order.buyer.userName;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Block title={ORDERS_MSG.deliveryTitle} testId="delivery-way">
        <DeliveryFacts order={order} />
      </Block>
      <Block title={ADDRESS_MSG.shippingTitle} testId="shipping-address">
        {address ? (
          <>
            <Typography>{recipient}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{formatAddress(address)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {ORDERS_MSG.contactPhone}: {address.phone}
            </Typography>
            {address.notes && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {ORDERS_MSG.deliveryNotes}: {address.notes}
              </Typography>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{ORDERS_MSG.noShippingAddress}</Typography>
        )}
      </Block>
      {order.shipping && (
        <Block title={ORDERS_MSG.shipping} testId="shipping">
          <Typography>
            {ORDERS_MSG.shippedWith(CARRIER_LABEL[order.shipping.carrier], order.shipping.trackingNumber)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(order.shipping.shippedAt)}
          </Typography>
        </Block>
      )}
      {order.cancelled && (
        <Block title={ORDER_STATUS_LABEL.cancelled} testId="cancelled">
          <Typography sx={{ overflowWrap: 'anywhere' }}>{order.cancelled.reason}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(order.cancelled.at)}
          </Typography>
        </Block>
      )}
      {order.claimStatus && (
        <Block title={CLAIM_MSG.title} testId="claim">
          <Typography>
            {CLAIM_MSG.statusLabel[order.claimStatus]} ·{' '}
            <Link component={RouterLink} to={webPath('claim', { orderNumber: order.orderNumber })}>
              {ORDERS_MSG.seeClaim}
            </Link>
          </Typography>
        </Block>
      )}
      {order.events.length > 0 && (
        <Block title={ORDERS_MSG.history}>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {order.events.map((event) => (
              <Typography component="li" variant="body2" key={`${event.kind}-${event.at}`}>
                {formatDate(event.at)} · {ORDERS_MSG.eventLabel[event.kind] ?? event.kind} (
                {ORDERS_MSG.actorLabel[event.actorRole] ?? event.actorRole})
                {event.detail ? `: ${event.detail}` : ''}
              </Typography>
            ))}
          </Box>
        </Block>
      )}
    </Box>
  );
}
