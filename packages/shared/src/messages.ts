import { INTERNAL_ERROR, INVALID_REQUEST, NO_PRODUCTS } from './first-load-texts.js';

/** Spanish texts both sides show. Screens and tests compare them word for word. */
export const MSG = {
  notFoundPage: 'No se encontró la página.',
  noProducts: NO_PRODUCTS,
  notAvailable: 'No Disponible',
  internalError: INTERNAL_ERROR,
  invalidRequest: INVALID_REQUEST,
  routeNotFound: 'Ruta inexistente',
  productNotFound: 'Producto no encontrado',
  invalidPage: 'La página debe ser un número entero mayor o igual a 1',
  pageTooBig: 'La página solicitada es demasiado grande',
  /** Names the list's own maximum (50 for questions and notices, 100 elsewhere). */
  invalidPageSize: (max = 100) => `El tamaño de página debe ser un número entero entre 1 y ${max}`,
  invalidSort: 'Orden inválido: usa none, az, za, price_asc o price_desc',
  invalidSearch: 'La búsqueda debe ser un texto',
  searchTooLong: 'La búsqueda no puede superar los 100 caracteres',
  invalidCategory: 'La categoría debe ser un texto de hasta 50 caracteres',
  unknownCategory: 'La categoría no existe',
  invalidId: 'El identificador debe ser un número entero positivo',
  bodyTooLarge: 'La solicitud es demasiado grande',
  malformedBody: 'El cuerpo de la solicitud no es válido',
  tooManyRequests: 'Demasiadas solicitudes, intente nuevamente más tarde',
  databaseUnavailable:
    'El servicio no está disponible en este momento (base de datos). Intenta de nuevo en unos segundos.',
  dependencyUnavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  overloaded: 'El servidor está sobrecargado. Intenta de nuevo en unos segundos.',
  shuttingDown: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
  storageFull: 'No hay espacio para guardar el archivo. Intenta de nuevo más tarde.',
  controlCharacters: 'El texto contiene caracteres no permitidos',
} as const;
