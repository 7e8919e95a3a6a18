import type { WebRouteName } from '@bazar/shared';
import { type ComponentType, lazy } from 'react';
import * as accountsPages from '../features/accounts/pages';
import * as adminPages from '../features/admin/pages';
import * as catalogPages from '../features/catalog/pages';
import * as checkoutPages from '../features/checkout/pages';
import * as claimsPages from '../features/claims/pages';
import * as invoicesPages from '../features/invoices/pages';
import * as moneyPages from '../features/money/pages';
import * as notificationsPages from '../features/notifications/pages';
import * as ordersPages from '../features/orders/pages';
import * as promotionsPages from '../features/promotions/pages';
import * as questionsPages from '../features/questions/pages';
import * as reviewsPages from '../features/reviews/pages';
import * as saleEventsPages from '../features/sale-events/pages';
import * as sellersPages from '../features/sellers/pages';
import * as sellingPages from '../features/selling/pages';
import * as shippingPages from '../features/shipping/pages';
import type { PrefetchName } from './prefetch';

/** What a route shows: its component and, for a lazy one, the loader of its chunk. */
export interface Screen {
  Component: ComponentType;
  load?: () => Promise<unknown>;
}

/**
 * The one way a screen is lazy: the loader of its module, from its feature's pages.ts (or, for a
 * screen that combines features, from app/pages), and the export to show. The loader is kept so
 * navigation can start the chunk before the screen renders (see route-prefetch.ts).
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

/**
 * Every page of the app, one entry per path of the shared `WEB_ROUTES` (the server's 404s come
 * from the same table), so a page without a path, or a path without a page, does not compile.
 * Only the home is in the first load; every other screen is its own chunk, fetched when visited
 * (the back office's grids never evaluate the charts or forms, and the other way round).
 * The back-office screens (`access: 'root'`) belong to the feature whose data they show and
 * show inside the back office's layout, with its menu.
 */
export const APP_ROUTES: { readonly [Name in WebRouteName]: AppRoute } = {
  home: { screen: { Component: catalogPages.HomePage } },
  product: { screen: lazyScreen(() => import('./pages/product-page'), 'ProductPage') },
  register: { screen: lazyScreen(accountsPages.accountScreens, 'RegisterPage') },
  cart: { screen: lazyScreen(() => import('./pages/cart-page'), 'CartPage') },
  processPassword: { screen: lazyScreen(accountsPages.accountScreens, 'ProcessPasswordPage') },
  forgotPassword: { screen: lazyScreen(accountsPages.accountScreens, 'ForgotPasswordPage') },
  login: { screen: lazyScreen(accountsPages.accountScreens, 'LoginPage') },
  create: { screen: lazyScreen(sellingPages.create, 'CreateProductPage'), access: 'user' },
  profile: { screen: lazyScreen(() => import('./pages/profile-page'), 'ProfilePage'), access: 'user' },
  wishlist: { screen: lazyScreen(() => import('./pages/wishlist-page'), 'WishlistPage'), access: 'user' },
  purchases: { screen: lazyScreen(ordersPages.purchases, 'PurchasesPage'), access: 'user' },
  userInvoices: {
    screen: lazyScreen(invoicesPages.userInvoices, 'UserInvoicesPage'),
    access: 'user',
    prefetch: 'userInvoices',
  },
  userSales: {
    screen: lazyScreen(ordersPages.userSales, 'UserSalesPage'),
    access: 'user',
    prefetch: 'userSales',
  },
  userReviews: { screen: lazyScreen(reviewsPages.userReviews, 'UserReviewsPage'), access: 'user' },
  myMoney: { screen: lazyScreen(moneyPages.myMoney, 'MyMoneyPage'), access: 'user', prefetch: 'myMoney' },
  myMoneyLink: { screen: lazyScreen(moneyPages.myMoney, 'PaymentLinkPage'), access: 'user' },
  myShipping: { screen: lazyScreen(shippingPages.shippingScreens, 'ShippingSettingsPage'), access: 'user' },
  myCoupons: { screen: lazyScreen(promotionsPages.coupons, 'CouponsPage'), access: 'user' },
  mySaleEvents: { screen: lazyScreen(saleEventsPages.saleEventScreens, 'SellerEventsPage'), access: 'user' },
  saleEvent: { screen: lazyScreen(catalogPages.saleEvent, 'SaleEventPage') },
  claims: { screen: lazyScreen(claimsPages.claimScreens, 'ClaimsPage'), access: 'user' },
  claim: { screen: lazyScreen(claimsPages.claimScreens, 'ClaimPage'), access: 'user' },
  notifications: {
    screen: lazyScreen(notificationsPages.notifications, 'NotificationsPage'),
    access: 'user',
  },
  questions: { screen: lazyScreen(questionsPages.questions, 'QuestionsPage'), access: 'user' },
  seller: { screen: lazyScreen(sellersPages.seller, 'SellerPage') },
  paymentResult: {
    screen: lazyScreen(() => import('./pages/payment-result-page'), 'PaymentResultPage'),
    access: 'user',
  },
  checkoutResult: { screen: lazyScreen(checkoutPages.checkoutResult, 'CheckoutResultPage'), access: 'user' },
  admin: {
    screen: lazyScreen(adminPages.admin, 'AdminDashboardPage'),
    access: 'root',
    prefetch: 'adminDashboard',
  },
  adminUsers: {
    screen: lazyScreen(accountsPages.adminUsers, 'AdminUsersPage'),
    access: 'root',
    prefetch: 'adminUsers',
  },
  adminUserNew: { screen: lazyScreen(accountsPages.adminUserNew, 'AdminUserNewPage'), access: 'root' },
  adminUser: { screen: lazyScreen(accountsPages.adminUser, 'AdminUserDetailPage'), access: 'root' },
  adminProducts: {
    screen: lazyScreen(catalogPages.adminProducts, 'AdminProductsPage'),
    access: 'root',
    prefetch: 'adminProducts',
  },
  adminProductNew: {
    screen: lazyScreen(sellingPages.adminProductNew, 'AdminProductNewPage'),
    access: 'root',
  },
  adminProduct: { screen: lazyScreen(catalogPages.adminProduct, 'AdminProductDetailPage'), access: 'root' },
  adminOrders: {
    screen: lazyScreen(ordersPages.adminOrders, 'AdminOrdersPage'),
    access: 'root',
    prefetch: 'adminOrders',
  },
  adminOrder: { screen: lazyScreen(ordersPages.adminOrder, 'AdminOrderDetailPage'), access: 'root' },
  adminInvoices: {
    screen: lazyScreen(invoicesPages.adminInvoices, 'AdminInvoicesPage'),
    access: 'root',
    prefetch: 'adminInvoices',
  },
  adminUndelivered: {
    screen: lazyScreen(adminPages.undelivered, 'AdminUndeliveredPage'),
    access: 'root',
    prefetch: 'adminUndelivered',
  },
  adminCommissions: {
    screen: lazyScreen(moneyPages.adminMoney, 'AdminCommissionsPage'),
    access: 'root',
    prefetch: 'adminCommissions',
  },
  adminShipping: { screen: lazyScreen(shippingPages.shippingScreens, 'AdminShippingPage'), access: 'root' },
  adminSynonyms: { screen: lazyScreen(catalogPages.adminProducts, 'AdminSynonymsPage'), access: 'root' },
  adminCoupons: { screen: lazyScreen(promotionsPages.coupons, 'AdminCouponsPage'), access: 'root' },
  adminSaleEvents: {
    screen: lazyScreen(saleEventsPages.saleEventScreens, 'AdminEventsPage'),
    access: 'root',
  },
  adminPayouts: {
    screen: lazyScreen(moneyPages.adminMoney, 'AdminPayoutsPage'),
    access: 'root',
  },
  adminPayoutBatch: {
    screen: lazyScreen(moneyPages.adminMoney, 'AdminPayoutBatchPage'),
    access: 'root',
  },
  adminMoneyAudit: {
    screen: lazyScreen(moneyPages.adminMoney, 'AdminMoneyAuditPage'),
    access: 'root',
  },
  adminClaims: {
    screen: lazyScreen(claimsPages.adminClaims, 'AdminClaimsPage'),
    access: 'root',
    prefetch: 'adminClaims',
  },
  adminQuestions: {
    screen: lazyScreen(questionsPages.adminQuestions, 'AdminQuestionsPage'),
    access: 'root',
  },
  // Its 'Volver al inicio' button (MUI Button, with its loading spinner) stays off the home's first load.
  notFound: { screen: lazyScreen(() => import('./pages/not-found-page'), 'NotFoundPage') },
};

/** The back office's frame (menu, root check) around its screens: a chunk of its own. */
export const ADMIN_LAYOUT = lazyScreen(adminPages.layout, 'AdminLayout');
