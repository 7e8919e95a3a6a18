import { ACCOUNT_MSG, forgotPasswordBodySchema, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { TimedDialog } from '../../../components/timed-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { fieldState } from '../../../lib/field-state';
import { zodResolver } from '../../../lib/zod-resolver';
import { useResetLinkCheck, useResetPassword } from '../api/reset-password';
import { applyServerErrors } from '../components/form-errors';
import { FormScreen } from '../components/form-screen';

// The link's token names the account: the e-mail is not asked again. The body's schema carries a
// refinement (both passwords alike), which zod's .omit() refuses (it threw as this chunk loaded,
// taking every account screen down): its two fields and the same check, rebuilt here.
const { password, passwordConfirmation } = forgotPasswordBodySchema.shape;
const formSchema = z
  .object({ password, passwordConfirmation })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: ACCOUNT_MSG.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
type FormValues = { password: string; passwordConfirmation: string };

const DONE = { text: ACCOUNT_MSG.passwordResetSignIn, severity: 'success' } as const;

export function ForgotPasswordPage() {
  useDocumentTitle('Nueva contraseña');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const link = useResetLinkCheck(token);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync({ ...values, token });
      setDone(true);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password', 'passwordConfirmation']));
    }
  });
  // Every session ended with the reset: the new password signs in on the login page.
  const linkDead = !token || link.isError;

  return (
    <FormScreen
      title="Nueva contraseña"
      after={<TimedDialog message={done ? DONE : null} onDone={() => navigate(webPath('login'))} />}
    >
      {!linkDead ? (
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
          <TextField
            label="Repetir la nueva contraseña"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...register('passwordConfirmation')}
            {...fieldState(errors.passwordConfirmation)}
          />
          <SubmitButton pending={reset.isPending} disabled={!isValid || !link.isSuccess}>
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
