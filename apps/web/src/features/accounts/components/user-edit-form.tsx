import {
  ACCOUNT_MSG,
  ADMIN_MSG,
  type AdminUpdateUserBody,
  adminUpdateUserBodySchema,
  type Profile,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Resolver, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { zodResolver } from '../../../lib/zod-resolver';
import { useUpdateUser } from '../api/all-users';

type Values = Omit<AdminUpdateUserBody, 'id'>;
const FIELDS: readonly { name: keyof Values; label: string; type?: string }[] = [
  { name: 'firstName', label: 'Nombre' },
  { name: 'lastName', label: 'Apellido' },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'address', label: 'Dirección' },
  { name: 'phone', label: 'Teléfono', type: 'tel' },
  { name: 'userName', label: 'Nombre de usuario' },
];

const resolver = zodResolver(adminUpdateUserBodySchema.omit({ id: true })) as unknown as Resolver<Values>;

/** The admin edit: six fields, 1-50 characters each. */
export function UserEditForm({ user }: { user: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateUser();
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName,
      email: user.email,
      address: user.address ?? '',
      phone: user.phone ?? '',
      userName: user.userName,
    },
  });
  const { errors } = form.formState;
  const invalid = Object.keys(errors).length > 0;

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutateAsync({ id: user.id, ...values }).then(
        () => enqueueSnackbar(ACCOUNT_MSG.adminUpdated, { variant: 'success' }),
        (error: unknown) => {
          if (isApiError(error)) {
            for (const { param, msg } of error.fieldErrors) {
              if (FIELDS.some((f) => f.name === param))
                form.setError(param as keyof Values, { message: msg });
            }
          }
          enqueueSnackbar(ADMIN_MSG.userNotUpdated, { variant: 'error' });
        },
      ),
    () => enqueueSnackbar(ACCOUNT_MSG.adminFieldInvalid, { variant: 'warning' }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Editar usuario"
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      {invalid && <Alert severity="warning">{ACCOUNT_MSG.adminFieldInvalid}</Alert>}
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          type={f.type ?? 'text'}
          {...form.register(f.name)}
          error={Boolean(errors[f.name])}
          helperText={errors[f.name]?.message}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      ))}
      <Box>
        <SubmitButton pending={update.isPending}>Guardar cambios</SubmitButton>
      </Box>
    </Box>
  );
}
