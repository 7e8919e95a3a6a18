/**
 * Every page of the web app, by name. The browser's router is built from these paths and the
 * server answers HTTP 404 (with the app's not-found page) for any path none of them matches,
 * so the two can never disagree about which addresses exist.
 * `:name` is one path segment; matching ignores case and a trailing slash, as the router does.
 */
/** `/userInvoices?factura=42` opens that invoice (the purchase's confirmation links there). */
export const INVOICE_PARAM = 'factura';

export const WEB_ROUTES = {
  home: '/',
  product: '/product/:id',
  register: '/userRegister',
  cart: '/cart',
  processPassword: '/process-password',
  forgotPassword: '/forgotPassword',
  login: '/login',
  create: '/create',
  profile: '/perfil',
  wishlist: '/myWishes',
  purchases: '/mis-compras',
  userInvoices: '/userInvoices',
  userSales: '/userSales',
  userReviews: '/userReviews',
  myMoney: '/mi-dinero',
  myMoneyLink: '/mi-dinero/mercadopago',
  myShipping: '/envios',
  myCoupons: '/cupones',
  mySaleEvents: '/eventos',
  saleEvent: '/ofertas/:slug',
  claims: '/reclamos',
  claim: '/reclamos/:orderNumber',
  notifications: '/notificaciones',
  questions: '/preguntas',
  seller: '/vendedor/:userName',
  paymentResult: '/ResponseMP',
  checkoutResult: '/checkout/result/:invoiceId',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUserNew: '/admin/users/new',
  adminUser: '/admin/users/:userId',
  adminProducts: '/admin/products',
  adminProductNew: '/admin/products/new',
  adminProduct: '/admin/products/:productId',
  adminOrders: '/admin/ordenes',
  adminOrder: '/admin/ordenes/:productId',
  adminInvoices: '/admin/facturas',
  adminUndelivered: '/admin/mensajes',
  adminCommissions: '/admin/comisiones',
  adminShipping: '/admin/envios',
  adminCoupons: '/admin/cupones',
  adminSaleEvents: '/admin/eventos',
  adminSynonyms: '/admin/sinonimos',
  adminPayouts: '/admin/pagos',
  adminPayoutBatch: '/admin/pagos/:batchId',
  adminMoneyAudit: '/admin/registro-de-dinero',
  adminClaims: '/admin/reclamos',
  adminQuestions: '/admin/preguntas',
  notFound: '/404',
} as const;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** The `:name` parameters of a path pattern, as a union of their names. */
type ParamName<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a page's address needs, by parameter name; none for a page without parameters. */
export type WebRouteParams<Name extends WebRouteName> = Record<
  ParamName<(typeof WEB_ROUTES)[Name]>,
  string | number
>;

/**
 * The address of a page, built from the table: `webPath('product', { id: 7 })` is '/product/7'.
 * Links written this way cannot outlive a renamed route, and a missing parameter does not compile.
 */
export function webPath<Name extends WebRouteName>(
  name: Name,
  ...[params]: ParamName<(typeof WEB_ROUTES)[Name]> extends never ? [] : [WebRouteParams<Name>]
): string {
  const pattern: string = WEB_ROUTES[name];
  const values: Record<string, string | number> = params ?? {};
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

export interface WebRouteMatch {
  name: WebRouteName;
  params: Record<string, string>;
}

const COMPILED = (Object.entries(WEB_ROUTES) as [WebRouteName, string][]).map(([name, pattern]) => ({
  name,
  segments: splitPath(pattern),
}));

/** The page a path shows, or undefined when the app has no such page (the server answers 404). */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const segments = splitPath(pathname);
  for (const route of COMPILED) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((expected, i) => {
      const actual = segments[i] ?? '';
      if (expected.startsWith(':')) {
        params[expected.slice(1)] = actual;
        return true;
      }
      return expected.toLowerCase() === actual.toLowerCase();
    });
    if (matches) return { name: route.name, params };
  }
  return undefined;
}

/** Paths where search engines have nothing to index: accounts, purchases, the back office. */
export const PRIVATE_WEB_PATHS = [
  WEB_ROUTES.admin,
  WEB_ROUTES.cart,
  WEB_ROUTES.create,
  WEB_ROUTES.profile,
  WEB_ROUTES.wishlist,
  WEB_ROUTES.purchases,
  WEB_ROUTES.userInvoices,
  WEB_ROUTES.userSales,
  WEB_ROUTES.userReviews,
  WEB_ROUTES.myMoney,
  WEB_ROUTES.myShipping,
  WEB_ROUTES.myCoupons,
  WEB_ROUTES.claims,
  WEB_ROUTES.notifications,
  WEB_ROUTES.questions,
  WEB_ROUTES.paymentResult,
  // Every checkout result, whatever its invoice.
  '/checkout/',
  WEB_ROUTES.login,
  WEB_ROUTES.register,
  WEB_ROUTES.processPassword,
  WEB_ROUTES.forgotPassword,
] as const;

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
