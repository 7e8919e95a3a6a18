/**
 * Order lifecycle: only forward. 'Recepción' → 'en camino' → 'Recibido', or 'Recepción' →
 * 'Cancelada' (the seller or an administrator cancels before shipping; the buyer is refunded).
 * Never 'Recibido' before 'en camino': receiving releases the seller's money, and an order
 * received unshipped could no longer be shipped nor followed.
 */
export const ORDER_STATUSES = ['reception', 'shipped', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The words the screens show for each status, and the badge colour each one shows in. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  reception: 'Recepción',
  shipped: 'en camino',
  received: 'Recibido',
  cancelled: 'Cancelada',
};
export const ORDER_STATUS_COLOR: Record<OrderStatus, 'info' | 'warning' | 'success' | 'default'> = {
  reception: 'info',
  shipped: 'warning',
  received: 'success',
  cancelled: 'default',
};

/** Where each status may go next (cancelling has its own route and rules). */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  reception: ['shipped', 'cancelled'],
  shipped: ['received'],
  received: [],
  cancelled: [],
};

/** True when `to` lies strictly after `from` in the lifecycle. */
export function isForwardTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A line refunded in full is closed: it is not shipped nor received any more (API and screens). */
export const isFullyRefunded = (totalCents: number, refundedCents: number): boolean =>
  totalCents > 0 && refundedCents >= totalCents;

/** Invoice and order numbers as shown to people: F-000042, P-000108. */
export const formatInvoiceNumber = (n: number | bigint) => `F-${String(n).padStart(6, '0')}`;
export const formatOrderNumber = (n: number | bigint) => `P-${String(n).padStart(6, '0')}`;
