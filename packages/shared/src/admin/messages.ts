/** Spanish texts of the back office (spec section 8, word for word where it gives them). */
export const ADMIN_MSG = {
  productActivated: 'Producto Activado con exito',
  productDeactivated: 'Producto DesActivado con exito',
  productNotModified: 'Producto no modificado',
  invalidSort: 'Orden inválido',
  invalidActive: 'Activo debe ser verdadero o falso',
  invalidNotification: 'Notificación desconocida',
  userNotUpdated: 'No se pudieron cambiar los datos',
} as const;
