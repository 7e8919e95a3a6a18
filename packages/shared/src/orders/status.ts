/**
 * Order lifecycle: only forward, and by the way it is delivered (decision record 0032). Home
 * delivery: 'Recepción' → 'en camino' → 'Recibido'; pickup: 'Recepción' → 'Listo para retirar'
 * (the seller says so) → 'Recibido'; either may be 'Cancelada' from 'Recepción' (the seller or an
 * administrator cancels before it leaves; the buyer is refunded). Never 'Recibido' straight from
 * 'Recepción': receiving releases the seller's money, and an order received unshipped could no
 * longer be shipped nor followed.
 */
export const ORDER_STATUSES = ['reception', 'shipped', 'ready', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The words the screens show for each status, and the badge colour each one shows in. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  reception: 'Recepción',
  shipped: 'en camino',
  ready: 'Listo para retirar',
  received: 'Recibido',
  cancelled: 'Cancelada',
};
export const ORDER_STATUS_COLOR: Record<OrderStatus, 'info' | 'warning' | 'success' | 'default'> = {
  reception: 'info',
  shipped: 'warning',
  ready: 'warning',
  received: 'success',
  cancelled: 'default',
};

/** How an order is delivered: sent home, or picked up in person at the seller's. */
export type OrderDelivery = 'home' | 'pickup';

/** Where each status may go next, by way of delivery (cancelling has its own route and rules). */
const NEXT: Record<OrderDelivery, Record<OrderStatus, readonly OrderStatus[]>> = {
  home: {
    reception: ['shipped', 'cancelled'],
    shipped: ['received'],
    ready: [],
    received: [],
    cancelled: [],
  },
  pickup: {
    reception: ['ready', 'cancelled'],
    shipped: [],
    ready: ['received'],
    received: [],
    cancelled: [],
  },
};

/** True when `to` is a next step of `from` for an order delivered that way. */
export function isForwardTransition(
  from: OrderStatus,
  to: OrderStatus,
  delivery: OrderDelivery = 'home',
): boolean {
  return NEXT[delivery][from].includes(to);
}

/** The step that takes an order out of 'Recepción': 'en camino' or 'Listo para retirar'. */
export const leavingStep = (delivery: OrderDelivery): OrderStatus =>
  delivery === 'pickup' ? 'ready' : 'shipped';

/** A line refunded in full is closed: it is not shipped nor received any more (API and screens). */
export const isFullyRefunded = (totalCents: number, refundedCents: number): boolean =>
  totalCents > 0 && refundedCents >= totalCents;

/** Invoice and order numbers as shown to people: F-000042, P-000108. */
export const formatInvoiceNumber = (n: number | bigint) => `F-${String(n).padStart(6, '0')}`;
export const formatOrderNumber = (n: number | bigint) => `P-${String(n).padStart(6, '0')}`;
