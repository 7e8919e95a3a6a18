import { ACCOUNT_MSG, type NewPasswordBody, newPasswordBodySchema } from '@bazar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import { applyServerErrors } from './form-errors';

const FIELDS = [
  { name: 'password', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'passwordConfirmation', label: 'Confirmar contraseña actual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nueva contraseña', autoComplete: 'new-password' },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.name);

export function ChangePasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NewPasswordBody>({
    resolver: zodResolver(newPasswordBodySchema),
    defaultValues: { password: '', passwordConfirmation: '', newPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (body) => {
    try {
      const { msg } = await change.mutateAsync(body);
      reset();
      enqueueSnackbar(msg || ACCOUNT_MSG.passwordChanged, { variant: 'success' });
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELD_NAMES);
      if (message) enqueueSnackbar(message, { variant: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cambiar contraseña"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type="password"
          autoComplete={field.autoComplete}
          fullWidth
          {...register(field.name)}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]?.message}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          startIcon={
            change.isPending ? <CircularProgress size={18} color="inherit" aria-label="Cargando" /> : null
          }
        >
          Cambiar contraseña
        </Button>
      </Box>
    </Box>
  );
}
