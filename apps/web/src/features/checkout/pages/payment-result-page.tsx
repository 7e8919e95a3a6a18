import { PlaceholderPage } from '../../../components/placeholder-page';

export function PaymentResultPage() {
  return <PlaceholderPage title="Resultado del pago" />;
}
