/**
 * Back-office sizes and names, apart from the zod schemas so that a screen (or the router's
 * prefetch) can use them without loading zod.
 */
export const ADMIN_PAGE_SIZE = 13;
export const ADMIN_PAGE_SIZE_OPTIONS = [13, 15] as const;

/** The dashboard's figures, each one POST /notifications {name}. */
export const NOTIFICATION_NAMES = [
  'newProduct',
  'ordersQuantity',
  'salesQuantity',
  'lastOrders',
  'profitAmount',
  'getRadarChar',
  'getPieChar',
  'salesReport',
  'moneyFigures',
] as const;
