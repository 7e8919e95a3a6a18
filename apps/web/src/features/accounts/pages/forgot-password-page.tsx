import { PlaceholderPage } from '../../../components/placeholder-page';

export function ForgotPasswordPage() {
  return <PlaceholderPage title="Nueva contraseña" />;
}
