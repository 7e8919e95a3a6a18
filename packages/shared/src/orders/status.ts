/** Order lifecycle: only forward, 'Recepción' → 'en camino' → 'Recibido'. */
export const ORDER_STATUSES = ['reception', 'shipped', 'received'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The words the screens show for each status, and the badge colour each one shows in. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  reception: 'Recepción',
  shipped: 'en camino',
  received: 'Recibido',
};
export const ORDER_STATUS_COLOR: Record<OrderStatus, 'info' | 'warning' | 'success'> = {
  reception: 'info',
  shipped: 'warning',
  received: 'success',
};

/** True when `to` lies strictly after `from` in the lifecycle. */
export function isForwardTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
}

/** Invoice and order numbers as shown to people: F-000042, P-000108. */
export const formatInvoiceNumber = (n: number | bigint) => `F-${String(n).padStart(6, '0')}`;
export const formatOrderNumber = (n: number | bigint) => `P-${String(n).padStart(6, '0')}`;
