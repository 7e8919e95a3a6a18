/** Spanish texts of the checkout (frame, result screen and API). */
export const CHECKOUT_MSG = {
  /** A checkout split by seller is paid in parts, in order: 'Pago 1 de 2 · Vendedor X'. */
  partTitle: (position: number, count: number, sellerName: string | null) =>
    `Pago ${position} de ${count} · ${sellerName ?? 'Bazar'}`,
  partsPaid: (paid: number, count: number) => `Pagaste ${paid} de ${count} pagos`,
  /** The installments the payment offers (MP_MAX_INSTALLMENTS), said before paying. */
  installments: (max: number) => (max > 1 ? `Hasta ${max} cuotas con tarjeta de crédito` : 'En un solo pago'),
  /** One choice of the payment page's 'Cuotas': '3 cuotas de US$ 55,00'. */
  installmentOption: (n: number, each: string) => (n === 1 ? `1 pago de ${each}` : `${n} cuotas de ${each}`),
  installmentsLabel: 'Cuotas',
  notFound: 'Sesión de pago no encontrada',
  noOpenSession: 'No hay una sesión de pago abierta. Vuelve a intentarlo desde el carrito.',
  closed: 'Esta sesión de pago ya no está abierta',
  expired: 'La sesión de pago expiró. Vuelve a intentarlo desde el carrito.',
  noStock: (name: string) => `No hay stock suficiente de «${name}». Quita el producto o reduce la cantidad.`,
  tooManyUnits: (name: string, max: number) =>
    `Puedes reservar hasta ${max} unidades de «${name}» por compra. Reduce la cantidad para continuar.`,
  paymentNotRecorded: 'No pudimos registrar el pago. No se cobró nada: vuelve a intentarlo en unos minutos.',
  unavailable: (name: string) => `«${name}» ya no está disponible. Quítalo del carrito para continuar.`,
  paymentNotFound: 'Pago no encontrado',
  paymentMismatch: 'El pago no coincide con la compra',
  paymentUsed: 'Este pago ya fue utilizado',
  paymentRejected: 'El pago fue rechazado',
  paymentPending: 'El pago está pendiente de aprobación',
  noApprovedPayment: 'No hay un pago aprobado para esta compra',
  invalidPaymentId: 'El identificador del pago no es válido',
  invalidInvoiceId: 'La factura debe indicarse con un identificador entero positivo',
  invalidSignature: 'Firma de notificación inválida',
  staleNotification: 'Notificación vencida',
  providerUnavailable: 'El proveedor de pagos no está disponible, intenta nuevamente',
  invoiceNotFound: 'Factura no encontrada',
  approved: 'Pago aprobado',
  rejectedTitle: 'Pago rechazado',
  pendingTitle: 'Pago pendiente',
  confirming: 'Confirmando el pago...',
  /** The confirmation's first way on: the invoice with its orders and their tracking. */
  /** The confirmation leads to the purchase and its tracking ('Mis compras'); the invoice is secondary. */
  seePurchase: 'Ver mi compra',
  seeInvoice: 'Ver factura',
  shipsTo: (address: string) => `Envío a: ${address}`,
  receiptSubject: (invoiceNumber: string) => `Bazar: tu compra ${invoiceNumber}`,
  /** An undelivered receipt, as the back office lists it. */
  receiptSummary: (invoiceNumber: string, email: string) => `Factura ${invoiceNumber} para ${email}`,
} as const;

/** How long a checkout keeps its stock reserved unless CHECKOUT_TTL_MINUTES says otherwise. */
export const CHECKOUT_TTL_MINUTES = 30;

/** The message the payment frame posts to the shop window (origin-checked on both sides). */
export const CHECKOUT_FRAME_MESSAGE = 'bazar-checkout';
