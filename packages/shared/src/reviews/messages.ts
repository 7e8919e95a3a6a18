/** Spanish texts of the reviews screen and API. Screens and tests compare them word for word. */
export const REVIEW_MSG = {
  title: 'MIS RESEÑAS',
  /** What the reviewer bought of a product with sizes or colours. */
  bought: (variant: string) => `Compró: ${variant}`,
  saving: 'Guardando...',
  sent: 'Reseña enviada',
  failed: 'Error.',
  emptyMine: 'Aún no tienes reseñas.',
  pendingTitle: 'Por calificar',
  sentTitle: 'Reseñas enviadas',
  emptySent: 'Todavía no enviaste reseñas.',
  emptyProduct: 'Este producto aún no tiene reseñas.',
  send: 'Enviar',
  invalidRating: 'La calificación debe ser un número entero de 1 a 5',
  invalidComment: 'El comentario debe ser un texto',
  commentTooLong: 'El comentario no puede superar los 100 caracteres',
  invalidProductId: 'El producto debe indicarse con un identificador entero positivo',
  productNotFound: 'Producto no encontrado',
  notBought: 'Solo puede calificar productos que compró',
  alreadyReviewed: 'Ya calificó este producto',
} as const;

/** A review: a comment of at most 100 characters and a rating of 1–5 stars. */
export const REVIEW_COMMENT_MAX = 100;
export const REVIEW_RATING_MAX = 5;
export const REVIEWS_PAGE_SIZE = 10;
