import { boughtName } from '../catalog/variants.js';
import { formatMoney } from '../money.js';
import type { NoticeData, NoticeEvent, NoticeKind } from './schemas.js';

/** Which kind (and so which e-mail setting) each event belongs to. */
export const KIND_OF_EVENT: Record<NoticeEvent, NoticeKind> = {
  sold: 'sale',
  sale_delivered: 'sale',
  shipped: 'shipping',
  ready_for_pickup: 'shipping',
  delivered: 'shipping',
  cancelled: 'cancellation',
  claim_opened: 'claim',
  claim_message: 'claim',
  claim_escalated: 'claim',
  claim_resolved: 'claim',
  question_asked: 'question',
  question_answered: 'question',
  payment_returned: 'cancellation',
  refunded: 'cancellation',
  price_dropped: 'wishlist',
};

export const NOTICE_MSG = {
  bell: 'Notificaciones',
  empty: 'No tienes notificaciones.',
  markAllRead: 'Marcar todas como leídas',
  seeAll: 'Ver todas',
  unread: (n: number) => (n === 1 ? '1 notificación sin leer' : `${n} notificaciones sin leer`),
  settingsTitle: 'Correos que recibo',
  settingsHint: 'Los comprobantes de compra, los reembolsos y los correos de seguridad siempre se envían.',
  settingsSaved: 'Preferencias guardadas',
  latest: 'Últimas notificaciones',
  unreadMark: 'Sin leer',
  loading: 'Cargando notificaciones',
  bellLabel: (n: number) =>
    n > 0 ? `Notificaciones: ${n === 1 ? '1 sin leer' : `${n} sin leer`}` : 'Notificaciones',
  kindLabel: {
    sale: 'Mis ventas (¡Vendiste!, entregas)',
    shipping: 'Envíos de mis compras',
    cancellation: 'Cancelaciones',
    claim: 'Reclamos',
    question: 'Preguntas (recibidas y respondidas)',
    wishlist: 'Bajas de precio de mi lista de deseos',
  },
} as const;

const ROLE: Record<'buyer' | 'seller' | 'admin', string> = {
  buyer: 'El comprador',
  seller: 'El vendedor',
  admin: 'Bazar',
};

/**
 * The page a notice is about (a path of the web app): a seller's sale leads to their sales, every
 * other order notice to the buyer's 'Mis compras' (the invoices are one link away from it).
 */
// Literal paths, not webPath(): this runs in the bell, on the storefront's first load (0010).
export function noticePath(event: NoticeEvent, data: NoticeData): string {
  if (event.startsWith('claim_')) return `/reclamos/${data.orderNumber}`;
  if (event === 'question_asked') return '/preguntas';
  if (event === 'question_answered' || event === 'price_dropped') return `/product/${data.productId}`;
  if (event === 'sold' || event === 'sale_delivered') return '/userSales';
  return '/mis-compras';
}

/**
 * The words of a notice, the same in the bell and in its e-mail: a title (the e-mail's subject)
 * and the lines of its body; `brief`, when the title alone would leave out what matters (a price
 * drop's prices), is the line the bell's popover shows under it. Always plain text: whoever shows
 * it escapes it.
 */
export function noticeText(
  event: NoticeEvent,
  facts: NoticeData,
): { title: string; lines: string[]; brief?: string } {
  // The product as bought: its variant, when it has one, is named after it.
  const d = { ...facts, productName: boughtName(facts.productName, facts.variantLabel) };
  const what = `${d.productName}${d.quantity ? ` × ${d.quantity}` : ''}`;
  switch (event) {
    case 'sold':
      return {
        title: `¡Vendiste! ${d.productName} (orden ${d.orderNumber})`,
        lines: [
          `Vendiste ${what}${d.totalCents === undefined ? '' : ` por ${formatMoney(d.totalCents)}`}.`,
          ...(d.delivery === 'pickup'
            ? [
                'El comprador lo retira en persona.',
                'Cuando lo tengas listo, márcalo "Listo para retirar" en Ventas.',
              ]
            : [
                d.address ? `Envíalo a: ${d.address}` : 'Revisa la dirección de envío en Ventas.',
                'Cuando lo despaches, márcalo "en camino" con el correo y el número de seguimiento.',
              ]),
        ],
      };
    case 'shipped':
      return {
        title: `Tu compra está en camino (orden ${d.orderNumber})`,
        lines: [
          `${what} ya salió.`,
          `Correo: ${d.carrier ?? ''} · Número de seguimiento: ${d.trackingNumber ?? ''}`,
          'Cuando lo recibas, confírmalo en Mis compras.',
        ],
      };
    case 'ready_for_pickup':
      return {
        title: `Tu compra está lista para retirar (orden ${d.orderNumber})`,
        lines: [
          `${what} te espera.`,
          d.pickupAddress ? `Retíralo en: ${d.pickupAddress}` : 'La dirección de retiro está en tu compra.',
          'Cuando lo retires, confírmalo en tu compra.',
        ],
      };
    case 'delivered':
      return {
        title: `Recibiste tu compra (orden ${d.orderNumber})`,
        lines: [
          `La orden de ${what} figura como recibida.`,
          'Si algo no está bien, puedes abrir un reclamo.',
        ],
      };
    case 'sale_delivered':
      return {
        title: `Entregaste la orden ${d.orderNumber}`,
        lines: [`El comprador recibió ${what}.`, 'El dinero de la venta pasa a tu saldo disponible.'],
      };
    case 'cancelled':
      return {
        title: `Tu orden ${d.orderNumber} fue cancelada`,
        lines: [
          `La orden de ${what} fue cancelada.`,
          `Motivo: ${d.reason ?? ''}`,
          'Te devolvemos todo lo que pagaste por ella.',
        ],
      };
    case 'claim_opened':
      return {
        title: `Reclamo abierto en la orden ${d.orderNumber}`,
        lines: [
          `El comprador abrió un reclamo por ${what}: ${d.reason ?? ''}.`,
          'Respóndele desde el reclamo.',
        ],
      };
    case 'claim_message':
      return {
        title: `Nuevo mensaje en el reclamo de la orden ${d.orderNumber}`,
        lines: [`${ROLE[d.from ?? 'buyer']} escribió en el reclamo de ${d.productName}.`],
      };
    case 'claim_escalated':
      return {
        title: `Bazar revisa el reclamo de la orden ${d.orderNumber}`,
        lines: [`${ROLE[d.from ?? 'buyer']} pidió ayuda a Bazar con el reclamo de ${d.productName}.`],
      };
    case 'claim_resolved':
      return {
        title: `Reclamo resuelto: orden ${d.orderNumber}`,
        lines: [
          d.outcome === 'refunded'
            ? `Se reembolsaron ${formatMoney(d.amountCents ?? 0)} de ${d.productName}.`
            : `El reclamo de ${d.productName} se cerró sin reembolso.`,
        ],
      };
    case 'question_asked':
      return {
        title: `Te preguntaron por ${d.productName}`,
        lines: [`«${d.question ?? ''}»`, 'Respóndela desde Preguntas: quien responde rápido vende más.'],
      };
    case 'payment_returned':
      return {
        title: 'Tu compra no se completó: te devolvemos lo que pagaste',
        lines: [
          `Otro pago de la misma compra no se completó, así que no se hizo la venta.`,
          `Te devolvemos ${formatMoney(d.amountCents ?? 0)} de ${d.productName}.`,
          'El reembolso llega por el mismo medio con que pagaste.',
        ],
      };
    case 'refunded':
      return {
        title: `Te reembolsamos ${formatMoney(d.amountCents ?? 0)} (orden ${d.orderNumber})`,
        lines: [
          `Por ${d.productName}.`,
          ...(d.reason ? [`Motivo: ${d.reason}`] : []),
          'El reembolso llega por el mismo medio con que pagaste.',
        ],
      };
    case 'price_dropped': {
      const prices = `Antes ${formatMoney(d.fromCents ?? 0)}, ahora ${formatMoney(d.toCents ?? 0)}.`;
      return {
        title: `Bajó de precio: ${d.productName}`,
        lines: [prices, 'Está en tu lista de deseos.'],
        brief: prices,
      };
    }
    case 'question_answered':
      return {
        title: `El vendedor respondió tu pregunta sobre ${d.productName}`,
        lines: [
          `Preguntaste: «${d.question ?? ''}»`,
          ...(d.answer ? [`Te respondió: «${d.answer}»`] : []),
          'Mira la respuesta en la página del producto.',
        ],
      };
  }
}
