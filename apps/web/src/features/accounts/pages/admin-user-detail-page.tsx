import { labelOf, ROLE_LABEL, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { RouteFallback } from '../../../components/route-fallback';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useSetBanned, useUser } from '../api/admin-users';
import { UserEditForm } from '../components/user-edit-form';

/** /admin/users/{userId}: the user's data, the edit form, 'Bannear' and 'Desbanear'. */
export function AdminUserDetailPage() {
  const id = Number(useParams().userId);
  const user = useUser(id);
  const ban = useSetBanned();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();

  if (user.isPending) return <RouteFallback />;
  if (user.isError) {
    return (
      <Alert severity="error">{isApiError(user.error) ? user.error.message : 'Error de conexión.'}</Alert>
    );
  }
  const u = user.data;
  const toggleBan = async () => {
    // Banning signs the user out everywhere: asked first. Lifting a ban is not.
    if (
      !u.banned &&
      !(await confirm.ask({
        title: `¿Bannear a ${u.userName}?`,
        text: 'Se cerrarán todas sus sesiones y no podrá ingresar hasta que lo desbanee.',
        confirmLabel: 'Bannear',
      }))
    )
      return;
    ban.mutate(
      { id: u.id, banned: !u.banned },
      {
        onSuccess: (answer) => enqueueSnackbar(answer.msg, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.message : 'Error.', { variant: 'error' }),
      },
    );
  };

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={webPath('adminUsers')}>
        Volver a usuarios
      </Link>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
            {u.userName}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <dt>Correo</dt>
            <dd style={{ margin: 0 }}>{u.email}</dd>
            <dt>Documento</dt>
            <dd style={{ margin: 0 }}>{u.idPersonal}</dd>
            <dt>Rol</dt>
            <dd style={{ margin: 0 }}>{labelOf(ROLE_LABEL, u.role.title)}</dd>
            <dt>Alta</dt>
            <dd style={{ margin: 0 }}>{u.createdAt.slice(0, 10)}</dd>
            <dt>Estado</dt>
            <dd style={{ margin: 0 }}>
              {u.banned ? (
                <Chip size="small" color="error" label="Baneado" />
              ) : (
                <Chip size="small" label="Activo" />
              )}
            </dd>
          </Box>
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              color={u.banned ? 'primary' : 'error'}
              onClick={toggleBan}
              disabled={ban.isPending || u.role.title === 'root'}
            >
              {u.banned ? 'Desbanear' : 'Bannear'}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem' }}>
        Editar datos
      </Typography>
      <UserEditForm key={u.id} user={u} />
      {confirm.dialog}
    </Stack>
  );
}
