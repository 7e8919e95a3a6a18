/** Spanish texts of the back office; screens and tests compare them word for word. */
export const ADMIN_MSG = {
  productActivated: 'Producto activado con éxito',
  productDeactivated: 'Producto desactivado con éxito',
  productNotModified: 'Producto no modificado',
  invalidSort: 'Orden inválido',
  invalidActive: 'Activo debe ser verdadero o falso',
  invalidNotification: 'Notificación desconocida',
  userNotUpdated: 'No se pudieron cambiar los datos',
  /** The header's shield that leads to the back office: its name and its tooltip. */
  entry: 'Administración',
} as const;

/** The back office's screen of outbox rows that gave up ('Mensajes no entregados'). */
export const UNDELIVERED_MSG = {
  title: 'Mensajes no entregados',
  retry: 'Reintentar',
  retried: (id: number) => `Mensaje ${id} en cola: se vuelve a enviar ahora`,
  notFound: 'No hay un mensaje no entregado con ese número (quizás ya se reintentó)',
  notRetried: 'No se pudo reintentar el mensaje',
  invalidId: 'El número de mensaje debe ser un entero positivo',
  help: "Mensajes que fallaron en todos sus intentos y ya no se reintentan solos. Corrige la causa (el servidor de correo, la dirección) y pulsa 'Reintentar': el mensaje vuelve a la cola con sus intentos en cero y se envía enseguida.",
} as const;

/** The outbox's kinds as the back office names them; a kind added later shows its code (labelOf). */
export const OUTBOX_KIND_LABEL: Record<string, string> = {
  'receipt-mail': 'Comprobante por correo',
  'sale-event': 'Aviso de venta al panel',
  'products-changed': 'Aviso de productos cambiados',
};

/** The back office shows roles and payments in Spanish; the API keeps its stable codes. */
export const ROLE_LABEL: Record<string, string> = { user: 'Usuario', root: 'Administrador' };
export const PAYMENT_PROVIDER_LABEL: Record<string, string> = {
  sandbox: 'Pago de prueba',
  mercadopago: 'Mercado Pago',
};
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  approved: 'Aprobado',
  rejected: 'Rechazado',
  pending: 'Pendiente',
};
/** A code without a label (a provider added later) is shown as it comes rather than hidden. */
export const labelOf = (labels: Record<string, string>, code: string): string => labels[code] ?? code;
