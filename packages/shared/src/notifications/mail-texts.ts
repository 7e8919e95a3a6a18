import type { NoticeEvent } from './schemas.js';

/** The words of the shop's e-mail template (apps/api/src/platform/mail/shop-mail.ts), in tú. */
export const MAIL_MSG = {
  shopName: 'Bazar',
  greeting: (name: string) => (name.trim() ? `Hola ${name.trim()}:` : 'Hola:'),
  orders: (numbers: readonly string[]) =>
    numbers.length === 1 ? `Orden ${numbers[0]}` : `Órdenes ${numbers.join(', ')}`,
  products: 'Productos',
  shipTo: 'Envío a',
  sellerShipTo: 'Envíalo a',
  footer: 'Recibes este correo porque tienes una cuenta en Bazar.',
  settingsLink: 'Elige qué avisos te llegan por correo',
  /** The next-step button of a notice's e-mail, by event. */
  noticeAction: {
    sold: 'Ir a mis ventas',
    sale_delivered: 'Ver mis ventas',
    shipped: 'Seguir mi compra',
    ready_for_pickup: 'Ver dónde retirarlo',
    delivered: 'Ver mis compras',
    cancelled: 'Ver mis compras',
    claim_opened: 'Responder el reclamo',
    claim_message: 'Ver el reclamo',
    claim_escalated: 'Ver el reclamo',
    claim_resolved: 'Ver el reclamo',
    question_asked: 'Responder la pregunta',
    question_answered: 'Ver la respuesta',
    payment_returned: 'Ver mis compras',
    refunded: 'Ver mis compras',
    price_dropped: 'Ver el producto',
  } satisfies Record<NoticeEvent, string>,
  receiptThanks: (invoiceNumber: string) => `¡Gracias por tu compra! Tu factura es la ${invoiceNumber}.`,
  receiptNext: 'Te avisamos por correo cuando cada vendedor lo despache.',
  receiptAction: 'Seguir mi compra',
  shipping: 'Envío',
  total: 'Total pagado',
  refundAction: 'Ver mis compras',
  payoutAction: 'Ver Mi dinero',
  recoveryAction: 'Cambiar mi contraseña',
} as const;
