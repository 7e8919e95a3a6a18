import { webPath } from '@bazar/shared';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
// The same registration form as /userRegister; only where success leads differs.
import { RegisterForm } from '../components/register-form';

export function AdminUserNewPage() {
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={webPath('adminUsers')}>
        Volver a usuarios
      </Link>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        Nuevo usuario
      </Typography>
      <RegisterForm successPath={webPath('adminUsers')} signIn={false} />
    </Stack>
  );
}
