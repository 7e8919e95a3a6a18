import { CLAIM_MESSAGE_MAX, CLAIM_MSG, type ClaimDetail, formatMoney } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { centsToInput } from '../../../lib/parse-decimal';
import { useSnackbar } from '../../../lib/snackbar';
import { useClaimStep } from '../api/claim';
import { checkClaimClose, checkClaimRefund } from '../check-claim-forms';

interface ClaimDialogProps {
  claim: ClaimDetail;
  open: boolean;
  onClose: () => void;
}

/** The server's refusal of one field, or of the whole step. */
function refusal(error: Error, field: string): { field: string | null; message: string } {
  const onField = isApiError(error) ? error.fieldMessage(field) : undefined;
  return onField ? { field: onField, message: '' } : { field: null, message: error.message };
}

/**
 * 'Reembolsar y cerrar': the amount in pesos (all that may still be refunded, to start with),
 * sent as whole cents, and an optional note; the claim is resolved.
 */
export function ClaimRefundDialog({ claim, open, onClose }: ClaimDialogProps) {
  const step = useClaimStep(claim.orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const formId = useId();
  const [fields, setFields] = useState({ amount: centsToInput(claim.refundableCents), note: '' });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ amount?: string; message?: string }>({});
  const checked = checkClaimRefund(fields, claim.refundableCents);
  const amountError = server.amount ?? (tried ? checked.errors.amount : undefined);
  const noteError = tried ? checked.errors.note : undefined;
  const pending = step.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServer({});
    const body = checked.body;
    if (!body) return;
    step.mutate(
      { step: 'refund', body },
      {
        onSuccess: () => {
          enqueueSnackbar(CLAIM_MSG.refundDone(formatMoney(body.amountCents)), { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const { field, message } = refusal(error, 'amountCents');
          setServer(field ? { amount: field } : { message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{CLAIM_MSG.refundTitle(claim.orderNumber)}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {server.message && <Alert severity="error">{server.message}</Alert>}
          <TextField
            label={CLAIM_MSG.refundAmount}
            value={fields.amount}
            onChange={(event) => setFields((f) => ({ ...f, amount: event.target.value }))}
            error={Boolean(amountError)}
            helperText={amountError ?? CLAIM_MSG.refundable(formatMoney(claim.refundableCents))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <Box sx={{ mr: 1, color: 'text.secondary' }}>$</Box> },
            }}
            fullWidth
            autoFocus
          />
          <TextField
            label={CLAIM_MSG.refundNote}
            value={fields.note}
            onChange={(event) => setFields((f) => ({ ...f, note: event.target.value }))}
            error={Boolean(noteError)}
            helperText={noteError}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <SubmitButton pending={pending} form={formId} color="error">
          {CLAIM_MSG.refund}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}

/** 'Cerrar sin reembolso': the note the parties read; the claim is resolved without money. */
export function ClaimCloseDialog({ claim, open, onClose }: ClaimDialogProps) {
  const step = useClaimStep(claim.orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const formId = useId();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ note?: string; message?: string }>({});
  const checked = checkClaimClose(note);
  const noteError = server.note ?? (tried ? checked.errors.note : undefined);
  const pending = step.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServer({});
    if (!checked.body) return;
    step.mutate(
      { step: 'close', body: checked.body },
      {
        onSuccess: () => {
          enqueueSnackbar(CLAIM_MSG.closeDone, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const { field, message } = refusal(error, 'note');
          setServer(field ? { note: field } : { message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{CLAIM_MSG.closeTitle(claim.orderNumber)}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {server.message && <Alert severity="error">{server.message}</Alert>}
          <TextField
            label={CLAIM_MSG.resolveNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(noteError)}
            helperText={noteError}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX } }}
            fullWidth
            autoFocus
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <SubmitButton pending={pending} form={formId}>
          {CLAIM_MSG.close}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
