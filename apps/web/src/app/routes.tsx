import type { WebRouteName } from '@bazar/shared';
import { type ComponentType, lazy } from 'react';
import { HomePage } from '../features/catalog/pages/home-page';
import type { PrefetchName } from './prefetch';

/** What a route shows: its component and, for a lazy one, the loader of its chunk. */
export interface Screen {
  Component: ComponentType;
  load?: () => Promise<unknown>;
}

/**
 * The one way a screen is lazy: the loader of its module and the export to show. The loader
 * is kept so navigation can start the chunk before the screen renders (see route-prefetch.ts).
 */
function lazyScreen<Module extends Record<Export, ComponentType>, Export extends keyof Module>(
  load: () => Promise<Module>,
  name: Export,
): Screen {
  const Component = lazy(
    async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }),
  );
  return { Component, load };
}

export interface AppRoute {
  screen: Screen;
  /** Who may open it: anyone (the default), a signed-in user, or the administrator. */
  access?: 'user' | 'root';
  /** The screen's first request, started at navigation so it never waits for the chunk. */
  prefetch?: PrefetchName;
}

// The account screens (forms, react-hook-form, zod) are one chunk, kept off the home's first load.
const accounts = () => import('../features/accounts/pages');

/**
 * Every page of the app, one entry per path of the shared `WEB_ROUTES` (the server's 404s come
 * from the same table), so a page without a path, or a path without a page, does not compile.
 * Only the home is in the first load; every other screen is its own chunk, fetched when visited
 * (the back office's grids never evaluate the charts or forms, and the other way round).
 * The back-office screens (`access: 'root'`) show inside its layout, with its menu.
 */
export const APP_ROUTES: { readonly [Name in WebRouteName]: AppRoute } = {
  home: { screen: { Component: HomePage } },
  product: { screen: lazyScreen(() => import('../features/catalog/pages/product-page'), 'ProductPage') },
  register: { screen: lazyScreen(accounts, 'RegisterPage') },
  cart: { screen: lazyScreen(() => import('../features/cart/pages/cart-page'), 'CartPage') },
  processPassword: { screen: lazyScreen(accounts, 'ProcessPasswordPage') },
  forgotPassword: { screen: lazyScreen(accounts, 'ForgotPasswordPage') },
  login: { screen: lazyScreen(accounts, 'LoginPage') },
  create: {
    screen: lazyScreen(() => import('../features/selling/pages/create-product-page'), 'CreateProductPage'),
    access: 'user',
  },
  profile: { screen: lazyScreen(accounts, 'ProfilePage'), access: 'user' },
  wishlist: {
    screen: lazyScreen(() => import('../features/wishlist/pages/wishlist-page'), 'WishlistPage'),
    access: 'user',
  },
  userInvoices: {
    screen: lazyScreen(() => import('../features/invoices/pages/user-invoices-page'), 'UserInvoicesPage'),
    access: 'user',
    prefetch: 'userInvoices',
  },
  userSales: {
    screen: lazyScreen(() => import('../features/orders/pages/user-sales-page'), 'UserSalesPage'),
    access: 'user',
    prefetch: 'userSales',
  },
  userReviews: {
    screen: lazyScreen(() => import('../features/reviews/pages/user-reviews-page'), 'UserReviewsPage'),
    access: 'user',
  },
  paymentResult: {
    screen: lazyScreen(() => import('../features/checkout/pages/payment-result-page'), 'PaymentResultPage'),
    access: 'user',
  },
  checkoutResult: {
    screen: lazyScreen(() => import('../features/checkout/pages/checkout-result-page'), 'CheckoutResultPage'),
    access: 'user',
  },
  admin: {
    screen: lazyScreen(() => import('../features/admin/pages/dashboard-page'), 'AdminDashboardPage'),
    access: 'root',
    prefetch: 'adminDashboard',
  },
  adminUsers: {
    screen: lazyScreen(() => import('../features/admin/pages/users-page'), 'AdminUsersPage'),
    access: 'root',
    prefetch: 'adminUsers',
  },
  adminUserNew: {
    screen: lazyScreen(() => import('../features/admin/pages/user-new-page'), 'AdminUserNewPage'),
    access: 'root',
  },
  adminUser: {
    screen: lazyScreen(() => import('../features/admin/pages/user-detail-page'), 'AdminUserDetailPage'),
    access: 'root',
  },
  adminProducts: {
    screen: lazyScreen(() => import('../features/admin/pages/products-page'), 'AdminProductsPage'),
    access: 'root',
    prefetch: 'adminProducts',
  },
  adminProductNew: {
    screen: lazyScreen(
      () => import('../features/selling/pages/admin-product-new-page'),
      'AdminProductNewPage',
    ),
    access: 'root',
  },
  adminProduct: {
    screen: lazyScreen(() => import('../features/admin/pages/product-detail-page'), 'AdminProductDetailPage'),
    access: 'root',
  },
  adminOrders: {
    screen: lazyScreen(() => import('../features/admin/pages/orders-page'), 'AdminOrdersPage'),
    access: 'root',
    prefetch: 'adminOrders',
  },
  adminOrder: {
    screen: lazyScreen(() => import('../features/admin/pages/order-detail-page'), 'AdminOrderDetailPage'),
    access: 'root',
  },
  adminInvoices: {
    screen: lazyScreen(() => import('../features/admin/pages/invoices-page'), 'AdminInvoicesPage'),
    access: 'root',
    prefetch: 'adminInvoices',
  },
  // Its 'Volver al inicio' button (MUI Button, with its loading spinner) stays off the home's first load.
  notFound: { screen: lazyScreen(() => import('./pages/not-found-page'), 'NotFoundPage') },
};

/** The back office's frame (menu, root check) around its screens: a chunk of its own. */
export const ADMIN_LAYOUT = lazyScreen(
  () => import('../features/admin/components/admin-layout'),
  'AdminLayout',
);
