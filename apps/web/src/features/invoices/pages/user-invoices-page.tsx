import { PlaceholderPage } from '../../../components/placeholder-page';

export function UserInvoicesPage() {
  return <PlaceholderPage title="Facturas de compra" />;
}
