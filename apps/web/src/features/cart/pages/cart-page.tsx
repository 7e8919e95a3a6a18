import { PlaceholderPage } from '../../../components/placeholder-page';

export function CartPage() {
  return <PlaceholderPage title="Carrito" />;
}
