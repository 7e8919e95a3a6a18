import { WEB_ROUTES as R } from '@bazar/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RouteFallback } from '../components/route-fallback';
import { HomePage } from '../features/catalog/pages/home-page';
import { RequireRoot, RequireUser } from './guards';
import { RootLayout } from './layout/root-layout';

type AdminModule = typeof import('../features/admin');

/** The whole admin area is one chunk, fetched only when an admin route is visited. */
function lazyAdmin(name: keyof AdminModule) {
  return lazy(async () => ({ default: (await import('../features/admin'))[name] as ComponentType }));
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

// Its 'Volver al inicio' button (MUI Button, with its loading spinner) stays off the home's first load.
const NotFoundPage = lazy(async () => ({ default: (await import('./pages/not-found-page')).NotFoundPage }));

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

function adminPage(name: keyof AdminModule) {
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

/** Every path comes from the shared route table, which the server also uses to answer 404. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: R.product,
        element: (
          <Suspense fallback={<RouteFallback />}>
            <ProductPage />
          </Suspense>
        ),
      },
      { path: R.register, element: accountPage('RegisterPage') },
      { path: R.cart, element: lazyPage(CartPage) },
      { path: R.processPassword, element: accountPage('ProcessPasswordPage') },
      { path: R.forgotPassword, element: accountPage('ForgotPasswordPage') },
      { path: R.login, element: accountPage('LoginPage') },
      {
        element: <RequireUser />,
        children: [
          { path: R.create, element: lazyPage(CreateProductPage) },
          { path: R.profile, element: accountPage('ProfilePage') },
          { path: R.wishlist, element: lazyPage(WishlistPage) },
          { path: R.userInvoices, element: lazyPage(UserInvoicesPage) },
          { path: R.userSales, element: lazyPage(UserSalesPage) },
          { path: R.userReviews, element: lazyPage(UserReviewsPage) },
          { path: R.paymentResult, element: lazyPage(PaymentResultPage) },
          { path: R.checkoutResult, element: lazyPage(CheckoutResultPage) },
        ],
      },
      {
        path: R.admin,
        element: <RequireRoot />,
        children: [
          {
            element: <AdminShell />,
            children: [
              { index: true, element: adminPage('AdminDashboardPage') },
              { path: R.adminUsers, element: adminPage('AdminUsersPage') },
              { path: R.adminUserNew, element: adminPage('AdminUserNewPage') },
              { path: R.adminUser, element: adminPage('AdminUserDetailPage') },
              { path: R.adminProducts, element: adminPage('AdminProductsPage') },
              { path: R.adminProductNew, element: adminPage('AdminProductNewPage') },
              { path: R.adminProduct, element: adminPage('AdminProductDetailPage') },
              { path: R.adminOrders, element: adminPage('AdminOrdersPage') },
              { path: R.adminOrder, element: adminPage('AdminOrderDetailPage') },
              { path: R.adminInvoices, element: adminPage('AdminInvoicesPage') },
            ],
          },
        ],
      },
      { path: R.notFound, element: lazyPage(NotFoundPage) },
      { path: '*', element: lazyPage(NotFoundPage) },
    ],
  },
];

/**
 * A declarative router: the data router's loaders and actions are not used here, and leaving
 * them out keeps ~9 kB gzip off the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
