import type { PurchasesSummary } from './databases.js';
import type { RequestShape } from './load.js';

/** Who a target signs in as: the administrator, the busiest seller or the busiest buyer. */
export type Caller = 'admin' | 'seller' | 'buyer' | 'anonymous';

export interface ShopTarget {
  target: string;
  caller: Caller;
  pathAndQuery: string;
  shape?: RequestShape;
}

/** A common piece of the generated product names (Camiseta, Camisa): many matches to count. */
export const ADMIN_PRODUCT_QUERY = 'camis';

/**
 * The shop's admin and user reads, aimed at the heaviest rows the purchase seed made: its
 * busiest seller and buyer, its most-reviewed product, a user-name piece shared by ~100 buyers.
 */
export function shopTargets(purchases: PurchasesSummary): ShopTarget[] {
  const notification = (name: string): ShopTarget => ({
    target: `admin: dashboard ${name}`,
    caller: 'admin',
    pathAndQuery: '/notifications',
    shape: { method: 'POST', body: { name } },
  });
  const q = (text: string) => encodeURIComponent(text);
  return [
    notification('salesReport'),
    notification('getRadarChar'),
    notification('ordersQuantity'),
    { target: 'admin: orders, page 1', caller: 'admin', pathAndQuery: '/api/orders/all?page=1' },
    {
      target: `admin: orders q="${purchases.userQuery}"`,
      caller: 'admin',
      pathAndQuery: `/api/orders/all?q=${q(purchases.userQuery)}`,
    },
    {
      target: `admin: invoices q=${purchases.invoiceNumber}`,
      caller: 'admin',
      pathAndQuery: `/api/invoice/all?q=${q(purchases.invoiceNumber)}`,
    },
    {
      target: `admin: products q="${ADMIN_PRODUCT_QUERY}"`,
      caller: 'admin',
      pathAndQuery: `/api/productsAdmin?q=${q(ADMIN_PRODUCT_QUERY)}`,
    },
    {
      target: `user: sales of ${purchases.seller.userName} (${purchases.seller.sales})`,
      caller: 'seller',
      pathAndQuery: '/api/sales/user',
    },
    {
      target: `user: invoices of ${purchases.buyer.userName} (${purchases.buyer.invoices})`,
      caller: 'buyer',
      pathAndQuery: '/api/invoice/user',
    },
    {
      target: `reviews of product ${purchases.product.id} (${purchases.product.reviews})`,
      caller: 'anonymous',
      pathAndQuery: `/api/products/${purchases.product.id}/reviews`,
    },
    {
      target: `questions of product ${purchases.questions.productId} (${purchases.questions.answered} answered)`,
      caller: 'anonymous',
      pathAndQuery: `/api/products/${purchases.questions.productId}/questions`,
    },
    ...(['', '/products', '/products?sort=price_asc', '/reviews'] as const).map(
      (part): ShopTarget => ({
        target: `seller page${part ? ` ${part}` : ''} of ${purchases.seller.userName} (${purchases.seller.sales} orders)`,
        caller: 'anonymous',
        pathAndQuery: `/api/sellers/${q(purchases.seller.userName)}${part}`,
      }),
    ),
  ];
}
