import { type RegisterBody, registerBodySchema, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { TimedDialog, type TimedMessage } from '../../../components/timed-dialog';
import { fieldState } from '../../../lib/field-state';
import { zodResolver } from '../../../lib/zod-resolver';
import { login } from '../api/login';
import { useRegister } from '../api/register';
import { applyServerErrors } from './form-errors';

type Field = {
  name: Path<RegisterBody>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
};

const FIELDS: readonly Field[] = [
  { name: 'userName', label: 'Nombre de usuario', required: true, autoComplete: 'username' },
  { name: 'email', label: 'Correo electrónico', required: true, type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', required: true, type: 'password', autoComplete: 'new-password' },
  {
    name: 'passwordConfirmation',
    label: 'Confirmar contraseña',
    required: true,
    type: 'password',
    autoComplete: 'new-password',
  },
  { name: 'firstName', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', required: true, autoComplete: 'family-name' },
  { name: 'idPersonal', label: 'Documento de identidad', required: true },
  { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Dirección', autoComplete: 'street-address' },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);

const EMPTY: RegisterBody = {
  email: '',
  password: '',
  passwordConfirmation: '',
  userName: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  idPersonal: '',
};

interface RegisterFormProps {
  /** Where 'Registro Completo.' leads (home, or /admin/users for the admin form). */
  successPath?: string;
  /** A person registering themselves is signed in at once; an administrator adding one is not. */
  signIn?: boolean;
}

export function RegisterForm({ successPath = webPath('home'), signIn = true }: RegisterFormProps = {}) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (body) => {
    try {
      const { msg } = await registration.mutateAsync(body);
      // The session, the cart merge and the header follow the ordinary login; if it fails the
      // account still exists and the login screen is one click away.
      if (signIn) {
        await login({
          kind: 'password',
          body: { userOrEmail: body.userName, password: body.password },
        }).catch(() => undefined);
      }
      setMessage({ text: msg, severity: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, FIELD_NAMES);
      setMessage({ text: 'Error', severity: 'error' });
    }
  });

  const done = () => {
    const succeeded = message?.severity === 'success';
    setMessage(null);
    if (succeeded) navigate(successPath);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Registro"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          fullWidth
          {...register(field.name)}
          {...fieldState(errors[field.name])}
          sx={field.name === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
        />
      ))}
      <SubmitButton
        pending={registration.isPending}
        size="large"
        sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' } }}
      >
        Crear cuenta
      </SubmitButton>
      <TimedDialog message={message} onDone={done} />
    </Box>
  );
}
