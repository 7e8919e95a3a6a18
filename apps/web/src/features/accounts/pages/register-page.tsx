import { webPath } from '@bazar/shared';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { FormScreen } from '../components/form-screen';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  return (
    <FormScreen
      title="Crear cuenta"
      wide
      after={
        <Typography variant="body2" sx={{ mt: 2 }}>
          ¿Ya tiene una cuenta?{' '}
          <Link component={RouterLink} to={webPath('login')}>
            Ingresar
          </Link>
        </Typography>
      }
    >
      <RegisterForm />
    </FormScreen>
  );
}
