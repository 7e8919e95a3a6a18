/** Spanish texts of the back office; screens and tests compare them word for word. */
export const ADMIN_MSG = {
  productActivated: 'Producto Activado con exito',
  productDeactivated: 'Producto DesActivado con exito',
  productNotModified: 'Producto no modificado',
  invalidSort: 'Orden inválido',
  invalidActive: 'Activo debe ser verdadero o falso',
  invalidNotification: 'Notificación desconocida',
  userNotUpdated: 'No se pudieron cambiar los datos',
} as const;

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
