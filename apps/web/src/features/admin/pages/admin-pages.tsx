import { useParams } from 'react-router';
import { AdminSection } from '../components/admin-section';

export function AdminDashboardPage() {
  return <AdminSection title="Inicio" />;
}

export function AdminUsersPage() {
  return <AdminSection title="Usuarios" />;
}

export function AdminUserDetailPage() {
  const { userId } = useParams();
  return <AdminSection title={`Usuario ${userId ?? ''}`} />;
}

export function AdminUserNewPage() {
  return <AdminSection title="Nuevo administrador" />;
}

export function AdminProductsPage() {
  return <AdminSection title="Productos" />;
}

export function AdminProductDetailPage() {
  const { productId } = useParams();
  return <AdminSection title={`Producto ${productId ?? ''}`} />;
}

export function AdminProductNewPage() {
  return <AdminSection title="Agregar producto" />;
}

export function AdminOrdersPage() {
  return <AdminSection title="Órdenes" />;
}

/** The route parameter is named productId but holds the order number (spec, section 2). */
export function AdminOrderDetailPage() {
  const { productId: orderNumber } = useParams();
  return <AdminSection title={`Orden ${orderNumber ?? ''}`} />;
}

export function AdminInvoicesPage() {
  return <AdminSection title="Facturas" />;
}
