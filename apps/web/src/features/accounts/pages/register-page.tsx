import { webPath } from '@bazar/shared';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  return (
    <Container sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Crear cuenta
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RegisterForm />
      </Paper>
      <Typography variant="body2" sx={{ mt: 2 }}>
        ¿Ya tiene una cuenta?{' '}
        <Link component={RouterLink} to={webPath('login')}>
          Ingresar
        </Link>
      </Typography>
    </Container>
  );
}
