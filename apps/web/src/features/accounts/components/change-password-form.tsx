import { ACCOUNT_MSG, type NewPasswordBody, newPasswordBodySchema } from '@bazar/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { fieldState } from '../../../lib/field-state';
import { useSnackbar } from '../../../lib/snackbar';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePassword } from '../api/change-password';
import { applyServerErrors } from './form-errors';

const FIELDS = [
  { name: 'password', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'newPasswordConfirmation', label: 'Repetir la nueva contraseña', autoComplete: 'new-password' },
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
    defaultValues: { password: '', newPassword: '', newPasswordConfirmation: '' },
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
          {...fieldState(errors[field.name])}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SubmitButton pending={change.isPending}>Cambiar contraseña</SubmitButton>
      </Box>
    </Box>
  );
}
