import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserSalesPage() {
  return <PlaceholderPage title="Ventas" />;
}
