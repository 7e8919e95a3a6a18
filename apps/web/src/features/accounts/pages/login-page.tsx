import { webPath } from '@bazar/shared';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
import { FormScreen } from '../components/form-screen';
import { LoginForm } from '../components/login-form';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Signed in (now or already): back to the page the guard came from, or home. */
export function LoginPage() {
  useDocumentTitle('Ingresar');
  const auth = useAuth();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  if (auth) {
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : webPath('home');
    return <Navigate to={target} replace />;
  }
  return (
    <FormScreen title="Ingresar">
      <LoginForm />
    </FormScreen>
  );
}
