import {
  formatMoney,
  MONEY_MSG,
  type OrderRefunds,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
  type RefundBody,
  SHIPPING_MSG,
} from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';
import { ReasonAmountDialog } from '../../../components/reason-amount-dialog';
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
  // The answer the form starts from, kept for this opening (the lists refresh behind it).
  const [snapshot, setSnapshot] = useState<{ opening: number; refunds: OrderRefunds } | null>(null);
  const answer = refunds.data;
  useEffect(() => {
    if (answer && answer.orderNumber === orderNumber)
      setSnapshot((s) =>
        s?.opening === request.opening ? s : { opening: request.opening, refunds: answer },
      );
  }, [answer, orderNumber, request.opening]);

  const form = snapshot?.opening === request.opening ? snapshot.refunds : undefined;
  const refundable = form?.refundableCents ?? 0;
  // A partial refund keeps the shipping unless the seller includes it; the whole one gives it back.
  const shippingLeft = form?.shippingRefundableCents ?? 0;
  const [includeShipping, setIncludeShipping] = useState(false);
  useEffect(() => {
    if (open) setIncludeShipping(false);
  }, [open]);
  const notice = !form ? (
    refunds.isError ? (
      <Alert severity="error">{refunds.error.message}</Alert>
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={MONEY_MSG.loadingRefunds} />
      </Box>
    )
  ) : refundable <= 0 ? (
    <Alert severity="info">{MONEY_MSG.nothingToRefund}</Alert>
  ) : undefined;

  return (
    <ReasonAmountDialog<RefundBody>
      open={open}
      onClose={onClose}
      title={MONEY_MSG.refundTitle(request.orderNumber)}
      notice={notice}
      amount={{
        label: MONEY_MSG.refundAmount,
        initial: centsToInput(refundable),
        hint: MONEY_MSG.refundable(formatMoney(refundable)),
      }}
      extra={
        shippingLeft > 0 ? (
          <FormControlLabel
            control={
              <Checkbox checked={includeShipping} onChange={(e) => setIncludeShipping(e.target.checked)} />
            }
            label={SHIPPING_MSG.includeShipping(formatMoney(shippingLeft))}
          />
        ) : undefined
      }
      reason={{ label: MONEY_MSG.refundReason }}
      check={(fields) => {
        const { errors, amountCents } = checkRefund(fields, refundable);
        const valid = Object.keys(errors).length === 0 && amountCents !== null;
        return {
          errors,
          body: valid
            ? { amountCents, reason: fields.reason.trim(), ...(includeShipping ? { includeShipping } : {}) }
            : null,
        };
      }}
      apiFields={{ amount: 'amountCents', reason: 'reason' }}
      onSubmit={async (body) => {
        const number = request.orderNumber;
        await refund.mutateAsync({ orderNumber: number, body });
        enqueueSnackbar(MONEY_MSG.refundDone(number, formatMoney(body.amountCents)), { variant: 'success' });
        onClose();
      }}
      submitLabel={MONEY_MSG.refund}
      destructive
    />
  );
}
