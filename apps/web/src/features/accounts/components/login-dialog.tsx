import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { closeLoginModal } from '../../../lib/login-modal';
import { LoginForm } from './login-form';

export function LoginDialog({ open }: { open: boolean }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={closeLoginModal} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Ingresar
      </DialogTitle>
      <IconButton
        aria-label="Cerrar"
        onClick={closeLoginModal}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {/* The dialog unmounts its content once closed, so each opening starts a fresh form. */}
        <LoginForm onSuccess={closeLoginModal} onLeave={closeLoginModal} />
      </DialogContent>
    </Dialog>
  );
}
