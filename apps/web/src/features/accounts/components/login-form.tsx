import { type LoginBody, loginBodySchema, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { fieldState } from '../../../lib/field-state';
import { loginReturnTo } from '../../../lib/login-modal';
import { useSnackbar } from '../../../lib/snackbar';
import { zodResolver } from '../../../lib/zod-resolver';
import { type LoginRequest, useLogin } from '../api/login';
import { applyServerErrors } from './form-errors';
import { SocialLogin } from './social-login';

const FIELDS = ['userOrEmail', 'password'] as const;

interface LoginFormProps {
  /** After the credentials are stored (the modal closes, the page moves on). */
  onSuccess?: () => void;
  /** When a link leaves the form (the modal closes). */
  onLeave?: () => void;
}

/** The one login form, used by /login and by the login modal. */
/** 'Crear cuenta', carrying on to where the modal was opened for (the cart's purchase). */
function registerPath(): string {
  const next = loginReturnTo();
  return next ? `${webPath('register')}?next=${encodeURIComponent(next)}` : webPath('register');
}

export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { userOrEmail: '', password: '' },
  });

  const signIn = async (request: LoginRequest) => {
    setFailure(undefined);
    try {
      const session = await login.mutateAsync(request);
      enqueueSnackbar(`¡Bienvenido ${session.userName}!`, { variant: 'success', autoHideDuration: 1500 });
      onSuccess?.();
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS);
      if (message) {
        setFailure(message);
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: 1000 });
      }
    }
  };

  return (
    <Stack spacing={2}>
      <Box
        component="form"
        noValidate
        aria-label="Ingresar"
        onSubmit={handleSubmit((body) => signIn({ kind: 'password', body }))}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="Usuario o correo"
          autoComplete="username"
          autoFocus
          fullWidth
          {...register('userOrEmail')}
          {...fieldState(errors.userOrEmail)}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...register('password')}
          {...fieldState(errors.password)}
        />
        <SubmitButton pending={login.isPending} size="large">
          Ingresar
        </SubmitButton>
      </Box>
      <SocialLogin onCredential={signIn} disabled={login.isPending} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={registerPath()} onClick={onLeave}>
          Crear cuenta
        </Link>
        <Link component={RouterLink} to={webPath('processPassword')} onClick={onLeave}>
          ¿Olvidaste tu contraseña?
        </Link>
      </Box>
    </Stack>
  );
}
