import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteFallback } from '../components/route-fallback';
import { HomePage } from '../features/catalog/pages/home-page';
import { RequireRoot, RequireUser } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';

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
          { path: 'userInvoices', element: lazyPage(UserInvoicesPage) },
          { path: 'userSales', element: lazyPage(UserSalesPage) },
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
              { index: true, element: adminPage('AdminDashboardPage') },
              { path: 'users', element: adminPage('AdminUsersPage') },
              { path: 'users/new', element: adminPage('AdminUserNewPage') },
              { path: 'users/:userId', element: adminPage('AdminUserDetailPage') },
              { path: 'products', element: adminPage('AdminProductsPage') },
              { path: 'products/new', element: adminPage('AdminProductNewPage') },
              { path: 'products/:productId', element: adminPage('AdminProductDetailPage') },
              { path: 'ordenes', element: adminPage('AdminOrdersPage') },
              { path: 'ordenes/:productId', element: adminPage('AdminOrderDetailPage') },
              { path: 'facturas', element: adminPage('AdminInvoicesPage') },
            ],
          },
        ],
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
