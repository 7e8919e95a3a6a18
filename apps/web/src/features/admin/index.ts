// Loaded lazily by the router: nothing here may be imported statically by the storefront.

export { AdminProductNewPage } from '../selling/pages/admin-product-new-page';
export { AdminLayout } from './components/admin-layout';
export { AdminDashboardPage } from './pages/dashboard-page';
export { AdminInvoicesPage } from './pages/invoices-page';
export { AdminOrderDetailPage } from './pages/order-detail-page';
export { AdminOrdersPage } from './pages/orders-page';
export { AdminProductDetailPage } from './pages/product-detail-page';
export { AdminProductsPage } from './pages/products-page';
export { AdminUserDetailPage } from './pages/user-detail-page';
export { AdminUserNewPage } from './pages/user-new-page';
export { AdminUsersPage } from './pages/users-page';
