import { webPath } from '@bazar/shared';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
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
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Ingresar
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LoginForm />
      </Paper>
    </Container>
  );
}
