import { z } from 'zod';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { PURCHASES_PAGE_SIZE } from './limits.js';
import { type Carrier, orderLineSchema } from './schemas.js';
import { isFullyRefunded, type OrderDelivery, type OrderStatus } from './status.js';

/**
 * 'Mis compras' (GET /api/purchases/user): what the buyer bought, one card per order. The
 * invoices keep the spec's status words ('Recepción', 'en camino', 'Recibido'); this page says
 * where the purchase is in the words a buyer uses, all in one capitalisation.
 */
export const PURCHASE_STATUSES = [
  'preparing',
  'preparingPickup',
  'onItsWay',
  'readyForPickup',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_STATUS_LABEL: Record<PurchaseStatus, string> = {
  preparing: 'Preparando el envío',
  // A pickup is not sent: the seller gets it ready.
  preparingPickup: 'Preparando tu pedido',
  onItsWay: 'En camino',
  readyForPickup: 'Listo para retirar',
  delivered: 'Entregado',
  cancelled: 'Cancelada',
  refunded: 'Reembolsada',
};

/**
 * The buyer's status of an order: a line refunded in full is closed whatever step it had reached
 * ('Reembolsada'), a cancelled one says so, the rest follow the order's step and way of delivery.
 */
export function purchaseStatus(order: {
  status: OrderStatus;
  totalCents: number;
  refundedCents: number;
  delivery: { method: OrderDelivery };
}): PurchaseStatus {
  if (order.status === 'cancelled') return 'cancelled';
  if (isFullyRefunded(order.totalCents, order.refundedCents)) return 'refunded';
  switch (order.status) {
    case 'reception':
      return order.delivery.method === 'pickup' ? 'preparingPickup' : 'preparing';
    case 'shipped':
      return 'onItsWay';
    case 'ready':
      return 'readyForPickup';
    case 'received':
      return 'delivered';
  }
}

/**
 * The carriers whose public site follows one shipment by its number in the address; the others
 * ('Correo Argentino', 'OCA', 'Estafeta', 'Otro') ask for it in a form, so the number is shown as
 * text to copy. Neither carrier documents these addresses; both are the forms their sites use and
 * that public shop integrations link to (checked in 2026-11: Andreani's '/envio/<número>' replaced
 * the older '/#!/informacionEnvio/<número>'; DHL's country page takes '?tracking-id=', and
 * '&submit=1' runs the search on arrival).
 */
const TRACKING_PAGES: Partial<Record<Carrier, (trackingNumber: string) => string>> = {
  andreani: (n) => `https://www.andreani.com/envio/${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/ar-es/home/tracking.html?tracking-id=${encodeURIComponent(n)}&submit=1`,
};

/** Where the buyer follows a shipment, or null when its carrier has no page per number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string | null =>
  TRACKING_PAGES[carrier]?.(trackingNumber) ?? null;

export const purchaseSchema = orderLineSchema.extend({
  /** The buyer already reviewed the product (once per product): 'Calificar' is not offered. */
  reviewed: z.boolean(),
  /** The carrier's page for this shipment (null: not shipped, or a carrier without one). */
  trackingUrl: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasePageSchema = pageSchema(purchaseSchema);
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** Newest first, always: a buyer looks for what they bought last. */
export const purchaseListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(PURCHASES_PAGE_SIZE),
});
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;
