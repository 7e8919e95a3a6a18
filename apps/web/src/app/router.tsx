import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteFallback } from '../components/route-fallback';
import { HomePage } from '../features/catalog/pages/home-page';
import { RequireRoot, RequireUser } from './guards';
import { RootLayout } from './layout/root-layout';

/**
 * Each back-office screen is its own chunk (the grid screens do not evaluate the charts, the
 * forms or zod; the dashboard does not evaluate the Data Grid), fetched only when visited.
 */
const ADMIN_PAGES = {
  AdminLayout: () => import('../features/admin/components/admin-layout'),
  AdminDashboardPage: () => import('../features/admin/pages/dashboard-page'),
  AdminUsersPage: () => import('../features/admin/pages/users-page'),
  AdminUserNewPage: () => import('../features/admin/pages/user-new-page'),
  AdminUserDetailPage: () => import('../features/admin/pages/user-detail-page'),
  AdminProductsPage: () => import('../features/admin/pages/products-page'),
  AdminProductNewPage: () => import('../features/selling/pages/admin-product-new-page'),
  AdminProductDetailPage: () => import('../features/admin/pages/product-detail-page'),
  AdminOrdersPage: () => import('../features/admin/pages/orders-page'),
  AdminOrderDetailPage: () => import('../features/admin/pages/order-detail-page'),
  AdminInvoicesPage: () => import('../features/admin/pages/invoices-page'),
};
type AdminPageName = keyof typeof ADMIN_PAGES;
type PrefetchName = keyof typeof import('./prefetch')['prefetchLoaders'];

let prefetchModule: Promise<typeof import('./prefetch')> | undefined;

/**
 * The loaders' query options import the admin and account API modules (with their mutation
 * hooks): a small chunk of its own, kept off the home's first load and fetched when the browser
 * is idle after it (see main.tsx), so by the time someone navigates it is already there.
 */
export function loadPrefetch() {
  prefetchModule ??= import('./prefetch');
  return prefetchModule;
}

/**
 * A loader that lets navigation go on at once, having started what the screen will need: its
 * first request (see prefetch.ts) and, for a back-office screen, its chunk, which would
 * otherwise wait for the admin layout's chunk to load and render.
 */
function prefetch(name: PrefetchName | undefined, page?: () => Promise<unknown>) {
  return () => {
    page?.().catch(() => undefined);
    if (name) {
      loadPrefetch()
        .then((module) => module.prefetchLoaders[name]())
        .catch(() => undefined);
    }
    return null;
  };
}

function lazyAdmin(name: AdminPageName) {
  return lazy(async () => ({
    default: ((await ADMIN_PAGES[name]()) as unknown as Record<string, ComponentType>)[name] as ComponentType,
  }));
}

const AdminLayout = lazyAdmin('AdminLayout');

const CartPage = lazy(async () => ({
  default: (await import('../features/cart/pages/cart-page')).CartPage,
}));

const CheckoutResultPage = lazy(async () => ({
  default: (await import('../features/checkout/pages/checkout-result-page')).CheckoutResultPage,
}));

const CreateProductPage = lazy(async () => ({
  default: (await import('../features/selling/pages/create-product-page')).CreateProductPage,
}));

const WishlistPage = lazy(async () => ({
  default: (await import('../features/wishlist/pages/wishlist-page')).WishlistPage,
}));

// The invoices and sales grids (MUI Data Grid, ~300 kB gzip) stay off the storefront's first load.
const UserInvoicesPage = lazy(async () => ({
  default: (await import('../features/invoices/pages/user-invoices-page')).UserInvoicesPage,
}));

const UserReviewsPage = lazy(async () => ({
  default: (await import('../features/reviews/pages/user-reviews-page')).UserReviewsPage,
}));

const PaymentResultPage = lazy(async () => ({
  default: (await import('../features/checkout/pages/payment-result-page')).PaymentResultPage,
}));

const UserSalesPage = lazy(async () => ({
  default: (await import('../features/orders/pages/user-sales-page')).UserSalesPage,
}));

function lazyPage(Page: ComponentType) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

const ProductPage = lazy(async () => ({
  default: (await import('../features/catalog/pages/product-page')).ProductPage,
}));

type AccountsModule = typeof import('../features/accounts/pages');

/** The account screens (forms, react-hook-form, zod) are one chunk, kept off the home's first load. */
function accountPage(name: keyof AccountsModule) {
  const Page = lazy(async () => ({ default: (await import('../features/accounts/pages'))[name] }));
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

/** A back-office route; `path` undefined is the index (the dashboard). */
function adminRoute(path: string | undefined, name: AdminPageName, data?: PrefetchName) {
  const element = adminPage(name);
  const loader = prefetch(data, ADMIN_PAGES[name]);
  return path === undefined ? { index: true, element, loader } : { path, element, loader };
}

function adminPage(name: AdminPageName) {
  const Page = lazyAdmin(name);
  return <Page />;
}

function AdminShell() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AdminLayout />
    </Suspense>
  );
}

// Its 'Volver al inicio' button (MUI Button, with its loading spinner) stays off the home's first load.
const NotFoundPage = lazy(async () => ({ default: (await import('./pages/not-found-page')).NotFoundPage }));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'product/:id',
        element: (
          <Suspense fallback={<RouteFallback />}>
            <ProductPage />
          </Suspense>
        ),
      },
      { path: 'userRegister', element: accountPage('RegisterPage') },
      { path: 'cart', element: lazyPage(CartPage) },
      { path: 'process-password', element: accountPage('ProcessPasswordPage') },
      { path: 'forgotPassword', element: accountPage('ForgotPasswordPage') },
      { path: 'login', element: accountPage('LoginPage') },
      {
        element: <RequireUser />,
        children: [
          { path: 'create', element: lazyPage(CreateProductPage) },
          { path: 'perfil', element: accountPage('ProfilePage') },
          { path: 'myWishes', element: lazyPage(WishlistPage) },
          { path: 'userInvoices', element: lazyPage(UserInvoicesPage), loader: prefetch('userInvoices') },
          { path: 'userSales', element: lazyPage(UserSalesPage), loader: prefetch('userSales') },
          { path: 'userReviews', element: lazyPage(UserReviewsPage) },
          { path: 'ResponseMP', element: lazyPage(PaymentResultPage) },
          { path: 'checkout/result/:invoiceId', element: lazyPage(CheckoutResultPage) },
        ],
      },
      {
        path: 'admin',
        element: <RequireRoot />,
        children: [
          {
            element: <AdminShell />,
            children: [
              adminRoute(undefined, 'AdminDashboardPage', 'adminDashboard'),
              adminRoute('users', 'AdminUsersPage', 'adminUsers'),
              adminRoute('users/new', 'AdminUserNewPage'),
              adminRoute('users/:userId', 'AdminUserDetailPage'),
              adminRoute('products', 'AdminProductsPage', 'adminProducts'),
              adminRoute('products/new', 'AdminProductNewPage'),
              adminRoute('products/:productId', 'AdminProductDetailPage'),
              adminRoute('ordenes', 'AdminOrdersPage', 'adminOrders'),
              adminRoute('ordenes/:productId', 'AdminOrderDetailPage'),
              adminRoute('facturas', 'AdminInvoicesPage', 'adminInvoices'),
            ],
          },
        ],
      },
      { path: '404', element: lazyPage(NotFoundPage) },
      { path: '*', element: lazyPage(NotFoundPage) },
    ],
  },
]);
