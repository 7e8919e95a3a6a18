import {
  ACCOUNT_MSG,
  type Profile,
  type UpdateProfileBody,
  updateProfileBodySchema,
  userNameField,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { useSnackbar } from '../../../lib/snackbar';
import { zodResolver } from '../../../lib/zod-resolver';
import { useUserNameAvailable } from '../api/check-user-name';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors } from './form-errors';

type EditValues = Record<keyof UpdateProfileBody, string>;

const FIELDS: readonly { name: keyof EditValues; label: string; type?: string }[] = [
  { name: 'userName', label: 'Nombre de usuario' },
  { name: 'email', label: 'Correo electrónico', type: 'email' },
  { name: 'firstName', label: 'Nombre' },
  { name: 'lastName', label: 'Apellido' },
  { name: 'phone', label: 'Teléfono', type: 'tel' },
  { name: 'address', label: 'Dirección' },
  { name: 'idPersonal', label: 'Documento de identidad' },
  { name: 'currentPassword', label: 'Contraseña actual (para cambiar el correo)', type: 'password' },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);
const EMPTY: EditValues = {
  userName: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  idPersonal: '',
  currentPassword: '',
};

// The schema turns blanks into "not given"; the form itself only holds strings.
const schemaResolver = zodResolver(updateProfileBodySchema) as unknown as Resolver<
  EditValues,
  unknown,
  UpdateProfileBody
>;

/** The profile's values as the form holds them (every field filled in with what is there now). */
function valuesOf(profile: Profile): EditValues {
  const current: Partial<Record<keyof EditValues, string | null>> = profile;
  return Object.fromEntries(
    (Object.keys(EMPTY) as (keyof EditValues)[]).map((k) => [
      k,
      k === 'currentPassword' ? '' : (current[k] ?? ''),
    ]),
  ) as EditValues;
}

/**
 * Only what changed is sent: a field left as it was counts as blank ("keep"), so an unchanged
 * e-mail does not ask for the password, and nothing is rewritten for nothing.
 */
function changesOnly(profile: Profile): Resolver<EditValues, unknown, UpdateProfileBody> {
  const before = valuesOf(profile);
  return (values, context, options) =>
    schemaResolver(
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v.trim() === before[k as keyof EditValues] ? '' : v]),
      ) as EditValues,
      context,
      options,
    );
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Profile edit: every field starts with its current value; what changed is saved. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EditValues, unknown, UpdateProfileBody>({
    resolver: changesOnly(profile),
    defaultValues: valuesOf(profile),
    mode: 'onTouched',
  });

  // A new user name is checked while typing, once it is well formed and differs from the current one.
  const typed = watch('userName').trim();
  const candidate = useDebounced(typed, 350);
  const worthAsking =
    candidate !== '' && candidate !== profile.userName && userNameField.safeParse(candidate).success;
  const availability = useUserNameAvailable(worthAsking ? candidate : '');
  const taken = worthAsking && availability.data?.available === false;
  const checking = typed !== candidate || (worthAsking && availability.isFetching);

  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      enqueueSnackbar(ACCOUNT_MSG.profileUpdated, { variant: 'success' });
      onDone();
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELD_NAMES);
      if (message) enqueueSnackbar(message, { variant: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Editar perfil"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {FIELDS.map((field) => {
        const message =
          errors[field.name]?.message ??
          (field.name === 'userName' && taken ? ACCOUNT_MSG.userNameTaken : undefined);
        return (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.name === 'currentPassword' ? 'current-password' : undefined}
            fullWidth
            {...register(field.name)}
            error={Boolean(message)}
            helperText={message}
          />
        );
      })}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SubmitButton pending={update.isPending} disabled={taken || checking}>
          Guardar cambios
        </SubmitButton>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
      </Box>
    </Box>
  );
}
