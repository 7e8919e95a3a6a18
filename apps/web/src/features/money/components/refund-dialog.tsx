import { formatMoney, MONEY_MSG, type OrderRefunds, refundBodySchema } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useOrderRefunds, useRefund } from '../api/refunds';
import { centsToInput, parseAmountToCents } from '../parse-decimal';

interface Fields {
  amount: string;
  reason: string;
}
type Errors = Partial<Record<keyof Fields, string>>;

/** The form's own checks: the amount as cents within what remains, the reason as the API wants it. */
export function checkRefund(
  fields: Fields,
  refundableCents: number,
): { errors: Errors; amountCents: number | null } {
  const errors: Errors = {};
  const amountCents = parseAmountToCents(fields.amount);
  if (amountCents === null) errors.amount = MONEY_MSG.amountFormat;
  else if (amountCents > refundableCents)
    errors.amount = MONEY_MSG.refundTooLarge(formatMoney(refundableCents));
  const reason = refundBodySchema.shape.reason.safeParse(fields.reason);
  if (!reason.success) errors.reason = reason.error.issues[0]?.message ?? MONEY_MSG.invalidReason;
  return { errors, amountCents };
}

function RefundForm({
  refunds,
  formId,
  onDone,
  onPendingChange,
}: {
  refunds: OrderRefunds;
  formId: string;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const refund = useRefund();
  const [fields, setFields] = useState<Fields>({ amount: centsToInput(refunds.refundableCents), reason: '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkRefund(fields, refunds.refundableCents);
  const errors: Errors = { ...(tried ? checked.errors : {}), ...serverErrors };

  const change = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const { amountCents } = checked;
    if (Object.keys(checked.errors).length > 0 || amountCents === null) return;
    onPendingChange(true);
    refund.mutate(
      { orderNumber: refunds.orderNumber, body: { amountCents, reason: fields.reason.trim() } },
      {
        onSuccess: () => {
          enqueueSnackbar(MONEY_MSG.refundDone(refunds.orderNumber, formatMoney(amountCents)), {
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setFailure(error.message);
            return;
          }
          const amount = error.fieldMessage('amountCents');
          const reason = error.fieldMessage('reason');
          setServerErrors({ amount, reason });
          if (!amount && !reason) setFailure(error.message);
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  if (refunds.refundableCents <= 0) return <Alert severity="info">{MONEY_MSG.nothingToRefund}</Alert>;
  return (
    <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={MONEY_MSG.refundAmount}
        value={fields.amount}
        onChange={change('amount')}
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? MONEY_MSG.refundable(formatMoney(refunds.refundableCents))}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <Box sx={{ mr: 1, color: 'text.secondary' }}>$</Box> },
        }}
        fullWidth
        autoFocus
      />
      <TextField
        label={MONEY_MSG.refundReason}
        value={fields.reason}
        onChange={change('reason')}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        multiline
        minRows={2}
        fullWidth
      />
    </Box>
  );
}

/**
 * 'Reembolsar' on an order: `open(orderNumber)` shows the dialog, which asks the server what may
 * still be refunded and offers all of it; the amount is typed in pesos, with a comma or a point.
 * The seller's sales and the back office's orders use it; the server decides who may refund when.
 */
export function useRefundDialog(): { open: (orderNumber: string) => void; dialog: ReactNode } {
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  // The last order stays for the closing animation; a new opening starts a new form.
  const [shown, setShown] = useState<{ orderNumber: string; opening: number } | null>(null);
  const [pending, setPending] = useState(false);
  const refunds = useOrderRefunds(orderNumber);
  const titleId = useId();
  const formId = useId();
  const open = useCallback((number: string) => {
    setOrderNumber(number);
    setShown((s) => ({ orderNumber: number, opening: (s?.opening ?? 0) + 1 }));
  }, []);
  const close = () => {
    if (!pending) setOrderNumber(null);
  };
  const ready = orderNumber !== null && refunds.data && !refunds.isFetching;

  const dialog = (
    <Dialog open={orderNumber !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{shown ? MONEY_MSG.refundTitle(shown.orderNumber) : ''}</DialogTitle>
      <DialogContent>
        {refunds.isError && <Alert severity="error">{refunds.error.message}</Alert>}
        {!ready && !refunds.isError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={MONEY_MSG.loadingRefunds} />
          </Box>
        )}
        {ready && refunds.data && shown && (
          <RefundForm
            key={shown.opening}
            refunds={refunds.data}
            formId={formId}
            onDone={() => setOrderNumber(null)}
            onPendingChange={setPending}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancelar
        </Button>
        {ready && refunds.data && refunds.data.refundableCents > 0 && (
          <SubmitButton pending={pending} form={formId} color="error">
            {MONEY_MSG.refund}
          </SubmitButton>
        )}
      </DialogActions>
    </Dialog>
  );
  return { open, dialog };
}
