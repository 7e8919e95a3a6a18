import {
  CLAIM_MESSAGE_MAX,
  CLAIM_MSG,
  type ClaimCloseBody,
  type ClaimDetail,
  type ClaimRefundBody,
  formatMoney,
} from '@bazar/shared';
import { ReasonAmountDialog } from '../../../components/reason-amount-dialog';
import { centsToInput } from '../../../lib/parse-decimal';
import { useSnackbar } from '../../../lib/snackbar';
import { useClaimStep } from '../api/claim';
import { checkClaimClose, checkClaimRefund } from '../check-claim-forms';

interface ClaimDialogProps {
  claim: ClaimDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Reembolsar y cerrar': the amount in pesos (all that may still be refunded, to start with),
 * sent as whole cents, and an optional note; the claim is resolved.
 */
export function ClaimRefundDialog({ claim, open, onClose }: ClaimDialogProps) {
  const step = useClaimStep(claim.orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ReasonAmountDialog<ClaimRefundBody>
      open={open}
      onClose={onClose}
      title={CLAIM_MSG.refundTitle(claim.orderNumber)}
      amount={{
        label: CLAIM_MSG.refundAmount,
        initial: centsToInput(claim.refundableCents),
        hint: CLAIM_MSG.refundable(formatMoney(claim.refundableCents)),
      }}
      reason={{ label: CLAIM_MSG.refundNote, maxLength: CLAIM_MESSAGE_MAX }}
      check={({ amount, reason }) => {
        const { body, errors } = checkClaimRefund({ amount, note: reason }, claim.refundableCents);
        return { body, errors: { amount: errors.amount, reason: errors.note } };
      }}
      apiFields={{ amount: 'amountCents' }}
      onSubmit={async (body) => {
        await step.mutateAsync({ step: 'refund', body });
        enqueueSnackbar(CLAIM_MSG.refundDone(formatMoney(body.amountCents)), { variant: 'success' });
        onClose();
      }}
      submitLabel={CLAIM_MSG.refund}
      destructive
    />
  );
}

/** 'Cerrar sin reembolso': the note the parties read; the claim is resolved without money. */
export function ClaimCloseDialog({ claim, open, onClose }: ClaimDialogProps) {
  const step = useClaimStep(claim.orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ReasonAmountDialog<ClaimCloseBody>
      open={open}
      onClose={onClose}
      title={CLAIM_MSG.closeTitle(claim.orderNumber)}
      reason={{ label: CLAIM_MSG.resolveNote, minRows: 3, maxLength: CLAIM_MESSAGE_MAX }}
      check={({ reason }) => {
        const { body, errors } = checkClaimClose(reason);
        return { body, errors: { reason: errors.note } };
      }}
      apiFields={{ reason: 'note' }}
      onSubmit={async (body) => {
        await step.mutateAsync({ step: 'close', body });
        enqueueSnackbar(CLAIM_MSG.closeDone, { variant: 'success' });
        onClose();
      }}
      submitLabel={CLAIM_MSG.close}
    />
  );
}
