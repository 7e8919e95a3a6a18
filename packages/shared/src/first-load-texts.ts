/**
 * The three texts the storefront's first load shows (a failed request, an empty list), apart from
 * MSG so that the home's first-load JavaScript need not carry every message (decision 0024).
 */
export const INVALID_REQUEST = 'Solicitud inválida';
export const INTERNAL_ERROR = 'Error interno';
export const NO_PRODUCTS = 'No se encuentran productos';
/** A card's mark, and the account menu's entry, of shipping (SHIPPING_MSG has the same words). */
export const FREE_SHIPPING = 'Envío gratis';
export const SHIPPING_TITLE = 'Envíos';
/** The seller's coupons page and its menu entry. */
export const COUPONS_TITLE = 'Cupones';
/** The sellers' sale events page and its menu entry; a running event's banner's call (decision record 0035). */
export const SALE_EVENTS_TITLE = 'Eventos';
export const SEE_OFFERS = 'Ver las ofertas';
