import { webPath } from '@bazar/shared';
import { useCallback, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
import { useLoginScreen } from '../../../lib/login-modal';
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
      <ScreenLoginForm />
    </FormScreen>
  );
}

/**
 * The page's form is the one login box: while it shows, the header's 'Ingresar' takes the person
 * to its first field rather than opening the modal over it (two boxes asking the same).
 */
function ScreenLoginForm() {
  const box = useRef<HTMLDivElement>(null);
  const bringForm = useCallback(() => {
    const first = box.current?.querySelector('input');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, []);
  useLoginScreen(bringForm);
  return (
    <div ref={box}>
      <LoginForm />
    </div>
  );
}
