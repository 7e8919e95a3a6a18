/** Spanish texts of the cart screen and API. Screens and tests compare them word for word. */
export const CART_MSG = {
  noMoreStock: 'No hay más unidades disponibles',
  /** Past the stock: how many there are, and how many the buyer already holds. */
  stockLimit: (stock: number, inCart: number): string => {
    if (stock <= 0) return 'Sin stock: no quedan unidades disponibles';
    const units = stock === 1 ? 'Solo hay 1 unidad disponible' : `Solo hay ${stock} unidades disponibles`;
    return inCart > 0 ? `${units} y ya tienes ${inCart} en el carrito` : units;
  },
  productNotFound: 'Producto no encontrado',
  ownProduct: 'No puedes comprar tu propio producto',
  ownProductNote: 'Este producto es tuyo: no puedes comprarlo. Edítalo desde tu perfil.',
  lineNotFound: 'Línea no encontrada',
  invalidQuantity: 'La cantidad debe ser un número entero entre 1 y 10000',
  invalidProductId: 'El producto debe indicarse con un identificador entero positivo',
  invalidVariantId: 'La variante debe indicarse con un identificador entero positivo',
  invalidLineId: 'La línea debe indicarse con un identificador entero positivo',
  invalidLines: 'Las líneas del carrito deben ser una lista',
  tooManyLines: 'El carrito no puede tener más de 100 productos',
  invalidMergeId: 'El identificador de la fusión debe ser un UUID',
  emptyCart: 'Carrito vacío.',
  emptyMessage: 'Su carro de compras está vacío. ¡Agregue algunos productos!',
  noStock: 'Sin disponibilidad',
  saving: 'Guardando...',
  cleanTitle: '¿Vaciar el carrito?',
  cleanText: (count: number) =>
    `${count === 1 ? 'Se quitará el producto' : `Se quitarán los ${count} productos`} del carrito. No se puede deshacer.`,
  /** A typed quantity above the stock became the stock. */
  cappedToStock: (stock: number) =>
    stock === 1
      ? 'Solo hay 1 unidad en stock: la cantidad quedó en 1'
      : `Solo hay ${stock} unidades en stock: la cantidad quedó en ${stock}`,
  added: 'Agregado al carrito',
  addFailed: 'No se pudo agregar al carrito',
} as const;

/** Per line; the real ceiling is the product's stock, checked by the API. */
export const CART_MAX_QUANTITY = 10_000;
/** Lines a guest cart may send at once (POST /guest, /addGuest). */
export const GUEST_CART_MAX_LINES = 100;
