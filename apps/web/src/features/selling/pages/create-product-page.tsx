import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateProductPage() {
  return <PlaceholderPage title="Vender" />;
}
