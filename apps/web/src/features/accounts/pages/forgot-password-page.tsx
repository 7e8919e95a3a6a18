import { ACCOUNT_MSG, forgotPasswordBodySchema, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { TimedDialog } from '../../../components/timed-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { fieldState } from '../../../lib/field-state';
import { zodResolver } from '../../../lib/zod-resolver';
import { useResetPassword } from '../api/reset-password';
import { applyServerErrors } from '../components/form-errors';
import { FormScreen } from '../components/form-screen';

// The link's token names the account: the e-mail is not asked again.
const formSchema = forgotPasswordBodySchema.pick({ password: true });
type FormValues = { password: string };

const DONE = { text: ACCOUNT_MSG.passwordReset, severity: 'success' } as const;

export function ForgotPasswordPage() {
  useDocumentTitle('Nueva contraseña');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '' },
    mode: 'onChange',
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync({ password, token });
      setDone(true);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password']));
    }
  });

  return (
    <FormScreen
      title="Nueva contraseña"
      after={<TimedDialog message={done ? DONE : null} onDone={() => navigate(webPath('home'))} />}
    >
      {token ? (
        <Box
          component="form"
          noValidate
          aria-label="Nueva contraseña"
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2 }}
        >
          {failure && (
            <Alert severity="error">
              {failure}{' '}
              <Link component={RouterLink} to={webPath('processPassword')}>
                Pedir otro enlace
              </Link>
            </Alert>
          )}
          <TextField
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...register('password')}
            {...fieldState(errors.password)}
          />
          <SubmitButton pending={reset.isPending} disabled={!isValid}>
            Cambiar contraseña
          </SubmitButton>
        </Box>
      ) : (
        <Alert severity="error">
          {ACCOUNT_MSG.resetLinkInvalid}.{' '}
          <Link component={RouterLink} to={webPath('processPassword')}>
            Pedir otro enlace
          </Link>
        </Alert>
      )}
    </FormScreen>
  );
}
