import { webPath } from '@bazar/shared';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { safeNextPath } from '../../../lib/login-modal';
import { FormScreen } from '../components/form-screen';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  // Came from the login modal of a purchase: registering goes on to it, as signing in does.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <FormScreen
      title="Crear cuenta"
      wide
      after={
        <Typography variant="body2" sx={{ mt: 2 }}>
          ¿Ya tienes una cuenta?{' '}
          <Link component={RouterLink} to={webPath('login')}>
            Ingresar
          </Link>
        </Typography>
      }
    >
      <RegisterForm {...(next ? { successPath: next } : {})} />
    </FormScreen>
  );
}
