import { currencyPrefix } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isApiError } from '../lib/api-client';
import { SubmitButton } from './submit-button';

export interface ReasonAmountFields {
  /** As typed, in pesos ('1.500,50'); '' when the dialog asks no amount. */
  amount: string;
  reason: string;
}

type Field = keyof ReasonAmountFields;
export type ReasonAmountErrors = Partial<Record<Field, string>>;

export interface ReasonAmountDialogProps<Body> {
  open: boolean;
  /** Ignored while the request is under way. */
  onClose: () => void;
  title: string;
  /** What will happen, read as the dialog's description. */
  text?: string;
  /** Shown instead of the form, and without its button: what the form needs is loading, or there is nothing to do. */
  notice?: ReactNode;
  /** The amount, typed in pesos: its label, its first value and the hint under it. Without it, only the reason. */
  amount?: { label: string; initial: string; hint: string };
  /** Under the amount: a choice of the caller's own (a refund's 'Incluir el envío'). */
  extra?: ReactNode;
  reason: { label: string; minRows?: number; maxLength?: number };
  /** The form's own checks (the API's rules): the errors show once it was sent; the body is what is sent. */
  check: (fields: ReasonAmountFields) => { body: Body | null; errors: ReasonAmountErrors };
  /** The API's name of each field ('amountCents', 'note'…): a refusal that names one shows on it. */
  apiFields: Partial<Record<Field, string>>;
  /** Sends the body and does what follows (a toast, closing); throws the API's refusal. */
  onSubmit: (body: Body) => Promise<void>;
  submitLabel: string;
  /** Red, for what gives money back, cancels or fails. */
  destructive?: boolean;
  /** 'Cancelar', or 'Volver' when the action itself is a cancellation. */
  cancelLabel?: string;
}

/**
 * The dialog that asks why, and sometimes how much: a refund, a cancellation, a claim's
 * resolution, a failed payout. Its checks run as the API's do and show once it was sent; the
 * server's refusal shows on the field it names (until that field changes) or above the form.
 * Each opening starts from a fresh form.
 */
export function ReasonAmountDialog<Body>({
  open,
  onClose,
  title,
  text,
  notice,
  cancelLabel = 'Cancelar',
  submitLabel,
  destructive = false,
  ...form
}: ReasonAmountDialogProps<Body>) {
  const titleId = useId();
  const textId = useId();
  const formId = useId();
  const [pending, setPending] = useState(false);
  // Counted on each opening: the form below is a new one each time (the dialog stays mounted to fade out).
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText id={textId}>{text}</DialogContentText>}
        {notice ?? (
          <ReasonAmountForm
            key={opening}
            {...form}
            formId={formId}
            spaced={Boolean(text)}
            onPending={setPending}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        {!notice && (
          <SubmitButton pending={pending} form={formId} color={destructive ? 'error' : 'primary'}>
            {submitLabel}
          </SubmitButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

type FormProps<Body> = Pick<
  ReasonAmountDialogProps<Body>,
  'amount' | 'extra' | 'reason' | 'check' | 'apiFields' | 'onSubmit'
> & {
  formId: string;
  /** A text sits above it. */
  spaced: boolean;
  onPending: (pending: boolean) => void;
};

function ReasonAmountForm<Body>({
  amount,
  extra,
  reason,
  check,
  apiFields,
  onSubmit,
  formId,
  spaced,
  onPending,
}: FormProps<Body>) {
  const [fields, setFields] = useState<ReasonAmountFields>({ amount: amount?.initial ?? '', reason: '' });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ errors: ReasonAmountErrors; message: string | null }>({
    errors: {},
    message: null,
  });
  const checked = check(fields);
  const shown = (name: Field) => server.errors[name] ?? (tried ? checked.errors[name] : undefined);

  const change = (name: Field) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setServer((s) => ({ ...s, errors: { ...s.errors, [name]: undefined } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServer({ errors: {}, message: null });
    if (!checked.body) return;
    onPending(true);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      const errors: ReasonAmountErrors = {};
      for (const name of ['amount', 'reason'] as const) {
        const param = apiFields[name];
        const message = param && isApiError(error) ? error.fieldMessage(param) : undefined;
        if (message) errors[name] = message;
      }
      const placed = Object.keys(errors).length > 0;
      setServer({ errors, message: placed ? null : error instanceof Error ? error.message : String(error) });
    } finally {
      onPending(false);
    }
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, pt: spaced ? 2 : 1 }}
    >
      {server.message && <Alert severity="error">{server.message}</Alert>}
      {amount && (
        <TextField
          label={amount.label}
          value={fields.amount}
          onChange={change('amount')}
          error={Boolean(shown('amount'))}
          helperText={shown('amount') ?? amount.hint}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <Box sx={{ mr: 1, color: 'text.secondary' }}>{currencyPrefix()}</Box> },
          }}
          fullWidth
          autoFocus
        />
      )}
      {extra}
      <TextField
        label={reason.label}
        value={fields.reason}
        onChange={change('reason')}
        error={Boolean(shown('reason'))}
        helperText={shown('reason')}
        multiline
        minRows={reason.minRows ?? 2}
        slotProps={reason.maxLength ? { htmlInput: { maxLength: reason.maxLength } } : undefined}
        fullWidth
        autoFocus={!amount}
      />
    </Box>
  );
}
