import {
  formatMoney,
  MONEY_MSG,
  type OrderRefunds,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  type RefundBody,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { centsToInput, parseAmountToCents } from '../../../lib/parse-decimal';
import { useSnackbar } from '../../../lib/snackbar';
import { useOrderRefunds, useRefund } from '../api/refunds';

interface Fields {
  amount: string;
  reason: string;
}
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * The form's own checks: the amount as cents within what remains, the reason as refundBodySchema
 * wants it (checked here by its limits: the schema would bring zod to the order grids).
 */
export function checkRefund(
  fields: Fields,
  refundableCents: number,
): { errors: Errors; amountCents: number | null } {
  const errors: Errors = {};
  const amountCents = parseAmountToCents(fields.amount);
  if (amountCents === null) errors.amount = MONEY_MSG.amountFormat;
  else if (amountCents > refundableCents)
    errors.amount = MONEY_MSG.refundTooLarge(formatMoney(refundableCents));
  const reason = fields.reason.trim().length;
  if (reason < REFUND_REASON_MIN || reason > REFUND_REASON_MAX) errors.reason = MONEY_MSG.invalidReason;
  return { errors, amountCents };
}

interface SubmitHandlers {
  /** The server's refusal of one field, or of the whole refund. */
  onRefused: (errors: Errors, message: string | null) => void;
}

function RefundForm({
  refunds,
  formId,
  onSubmit,
}: {
  /** What the server said when the dialog opened; the form keeps it while the lists refresh behind it. */
  refunds: OrderRefunds;
  formId: string;
  onSubmit: (body: RefundBody, handlers: SubmitHandlers) => void;
}) {
  const [fields, setFields] = useState<Fields>({ amount: centsToInput(refunds.refundableCents), reason: '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkRefund(fields, refunds.refundableCents);
  const shown = (name: keyof Fields) => serverErrors[name] ?? (tried ? checked.errors[name] : undefined);

  const change = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setServerErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const { amountCents } = checked;
    if (Object.keys(checked.errors).length > 0 || amountCents === null) return;
    onSubmit(
      { amountCents, reason: fields.reason.trim() },
      {
        onRefused: (errors, message) => {
          setServerErrors(errors);
          setFailure(message);
        },
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
        error={Boolean(shown('amount'))}
        helperText={shown('amount') ?? MONEY_MSG.refundable(formatMoney(refunds.refundableCents))}
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
        error={Boolean(shown('reason'))}
        helperText={shown('reason')}
        multiline
        minRows={2}
        fullWidth
      />
    </Box>
  );
}

/** One opening of the dialog: the order, and a count that tells a new opening from the last one. */
export interface RefundRequest {
  orderNumber: string;
  opening: number;
}

/**
 * The 'Reembolsar' dialog (loaded on the first 'Reembolsar', see useRefundDialog in order-refund.tsx): it asks
 * the server what may still be refunded and offers all of it; the amount is typed in pesos, with
 * a comma or a point. The server decides who may refund when.
 */
export function RefundDialog({
  request,
  open,
  onClose,
}: {
  request: RefundRequest;
  open: boolean;
  onClose: () => void;
}) {
  const orderNumber = open ? request.orderNumber : null;
  const refunds = useOrderRefunds(orderNumber, request.opening);
  const refund = useRefund();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const formId = useId();
  // The answer the form starts from, kept for this opening (the lists refresh behind it).
  const [snapshot, setSnapshot] = useState<{ opening: number; refunds: OrderRefunds } | null>(null);
  const answer = refunds.data;
  useEffect(() => {
    if (answer && answer.orderNumber === orderNumber)
      setSnapshot((s) =>
        s?.opening === request.opening ? s : { opening: request.opening, refunds: answer },
      );
  }, [answer, orderNumber, request.opening]);
  const pending = refund.isPending;
  const close = () => {
    if (!pending) onClose();
  };

  const submit = (body: RefundBody, { onRefused }: SubmitHandlers) => {
    const number = request.orderNumber;
    refund.mutate(
      { orderNumber: number, body },
      {
        onSuccess: () => {
          enqueueSnackbar(MONEY_MSG.refundDone(number, formatMoney(body.amountCents)), {
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error)) {
            onRefused({}, error.message);
            return;
          }
          const errors: Errors = {};
          const amount = error.fieldMessage('amountCents');
          const reason = error.fieldMessage('reason');
          if (amount) errors.amount = amount;
          if (reason) errors.reason = reason;
          onRefused(errors, amount || reason ? null : error.message);
        },
      },
    );
  };

  const form = snapshot?.opening === request.opening ? snapshot.refunds : undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{MONEY_MSG.refundTitle(request.orderNumber)}</DialogTitle>
      <DialogContent>
        {refunds.isError && !form && <Alert severity="error">{refunds.error.message}</Alert>}
        {!form && !refunds.isError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={MONEY_MSG.loadingRefunds} />
          </Box>
        )}
        {form && <RefundForm key={request.opening} refunds={form} formId={formId} onSubmit={submit} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancelar
        </Button>
        {form && form.refundableCents > 0 && (
          <SubmitButton pending={pending} form={formId} color="error">
            {MONEY_MSG.refund}
          </SubmitButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
