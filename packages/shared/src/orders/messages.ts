/** Spanish texts of the invoices, sales and orders screens and API. Screens and tests compare them word for word. */
export const ORDERS_MSG = {
  invoicesTitle: 'Facturas de compra',
  salesTitle: 'Ventas',
  seeDetails: 'Ver detalles',
  downloadPdf: 'Descargar PDF',
  noDiscount: 'Sin descuento',
  noDiscountSale: 'sin descuento',
  totalAmount: 'Total Monto',
  markShipped: 'Marcar en camino',
  confirmReceived: 'Confirmar recibido',
  invoiceNotFound: 'Factura no encontrada',
  orderNotFound: 'Orden no encontrada',
  statusForbidden: 'No puede cambiar el estado de esta orden',
  statusNotForward: 'El estado de una orden solo puede avanzar',
  invalidStatus: 'El estado debe ser reception, shipped o received',
  invalidOrderNumber: 'El número de orden no es válido',
  invalidSort: 'Orden inválido: use date_desc, date_asc, total_desc o total_asc',
  statusUpdated: 'Estado actualizado',
  /** The toast after a status change names the order and the new status. */
  statusChanged: (orderNumber: string, label: string) => `Orden ${orderNumber}: estado cambiado a '${label}'`,
  confirmStatusTitle: (orderNumber: string, label: string) => `¿Pasar la orden ${orderNumber} a '${label}'?`,
  confirmStatusText: 'El estado de una orden solo avanza: este cambio no se puede deshacer.',
} as const;
