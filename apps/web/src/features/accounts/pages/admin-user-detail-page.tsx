import { labelOf, ROLE_LABEL, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  BackOfficeDetail,
  DetailField,
  DetailList,
  DetailQueryState,
} from '../../../components/back-office-detail';
import { useConfirm } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useSetBanned, useUser } from '../api/all-users';
import { UserEditForm } from '../components/user-edit-form';

/** /admin/users/{userId}: the user's data, the edit form, 'Bannear' and 'Desbanear'. */
export function AdminUserDetailPage() {
  const id = Number(useParams().userId);
  const user = useUser(id);
  const ban = useSetBanned();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();

  if (user.isPending || user.isError) return <DetailQueryState query={user} />;
  const u = user.data;
  const toggleBan = async () => {
    // Banning signs the user out everywhere: asked first. Lifting a ban is not.
    if (
      !u.banned &&
      !(await confirm.ask({
        title: `¿Bannear a ${u.userName}?`,
        text: 'Se cerrarán todas sus sesiones y no podrá ingresar hasta que lo desbanees.',
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
    <BackOfficeDetail
      back={{ to: webPath('adminUsers'), label: 'Volver a usuarios' }}
      title={u.userName}
      after={
        <>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem' }}>
            Editar datos
          </Typography>
          <UserEditForm key={u.id} user={u} />
          {confirm.dialog}
        </>
      }
    >
      <DetailList>
        <DetailField label="Correo">{u.email}</DetailField>
        <DetailField label="Documento">{u.idPersonal}</DetailField>
        <DetailField label="Rol">{labelOf(ROLE_LABEL, u.role.title)}</DetailField>
        <DetailField label="Alta">{formatDate(u.createdAt)}</DetailField>
        <DetailField label="Estado">
          {u.banned ? (
            <Chip size="small" color="error" label="Baneado" />
          ) : (
            <Chip size="small" label="Activo" />
          )}
        </DetailField>
      </DetailList>
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
    </BackOfficeDetail>
  );
}
