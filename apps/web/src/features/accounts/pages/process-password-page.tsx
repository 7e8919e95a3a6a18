import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProcessPasswordPage() {
  return <PlaceholderPage title="Recuperar contraseña" />;
}
