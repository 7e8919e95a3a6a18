// Loaded lazily by the router: nothing here may be imported statically by the storefront.
export { AdminLayout } from './components/admin-layout';
export * from './pages/admin-pages';
