import { ACCOUNT_MSG, sendEmailBodySchema, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSendRecoveryEmail } from '../api/send-recovery-email';
import { FormScreen } from '../components/form-screen';

export function ProcessPasswordPage() {
  useDocumentTitle('Recuperar contraseña');
  const navigate = useNavigate();
  const send = useSendRecoveryEmail();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<{ email: string }>({
    resolver: zodResolver(sendEmailBodySchema),
    defaultValues: { email: '' },
    mode: 'onChange',
  });

  // The answer is the same whether or not the address exists, and so is the screen.
  const submit = handleSubmit(({ email }) => send.mutate(email, { onSettled: () => setSent(true) }));

  return (
    <FormScreen
      title="Recuperar contraseña"
      after={
        <Dialog open={sent} onClose={() => navigate(webPath('home'))} aria-labelledby="recovery-sent">
          <DialogTitle id="recovery-sent">{ACCOUNT_MSG.mailSent}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Si el correo corresponde a una cuenta, recibirá un enlace válido por 30 minutos.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => navigate(webPath('home'))} autoFocus>
              Aceptar
            </Button>
          </DialogActions>
        </Dialog>
      }
    >
      <Typography sx={{ mb: 2 }}>
        Ingresa el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Recuperar contraseña"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          fullWidth
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email ? ACCOUNT_MSG.invalidEmail : undefined}
        />
        <SubmitButton pending={send.isPending} disabled={!isValid}>
          Enviar
        </SubmitButton>
      </Box>
    </FormScreen>
  );
}
