import { CLAIM_MSG, type ClaimDetail } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useClaimStep } from '../api/claim';
import { ClaimCloseDialog, ClaimRefundDialog } from './claim-dialogs';

/**
 * What the caller may do now, and only that (the claim's `can` flags): ask Bazar, refund and
 * close, close without refund. Until asking Bazar is allowed, the date from which it will be.
 */
export function ClaimActions({ claim }: { claim: ClaimDetail }) {
  const step = useClaimStep(claim.orderNumber);
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'refund' | 'close' | null>(null);
  const [opening, setOpening] = useState(0);
  const show = (which: 'refund' | 'close') => {
    setOpening((n) => n + 1);
    setDialog(which);
  };
  const { can } = claim;
  const waitToEscalate = claim.status === 'open' && !can.escalate && claim.role !== 'admin';

  const escalate = async () => {
    const yes = await confirm.ask({
      title: `¿${CLAIM_MSG.escalate}?`,
      text: CLAIM_MSG.escalated,
      confirmLabel: CLAIM_MSG.escalate,
      destructive: false,
    });
    if (!yes) return;
    step.mutate(
      { step: 'escalate' },
      {
        onSuccess: () => enqueueSnackbar(CLAIM_MSG.escalated, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  if (!can.escalate && !can.refund && !can.close && !waitToEscalate) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {can.refund && (
          <Button variant="contained" color="error" onClick={() => show('refund')}>
            {CLAIM_MSG.refund}
          </Button>
        )}
        {can.close && (
          <Button variant="outlined" onClick={() => show('close')}>
            {CLAIM_MSG.close}
          </Button>
        )}
        {can.escalate && (
          <Button variant="outlined" onClick={escalate} disabled={step.isPending}>
            {CLAIM_MSG.escalate}
          </Button>
        )}
      </Box>
      {waitToEscalate && (
        <Typography variant="body2" color="text.secondary">
          {CLAIM_MSG.escalateHint(formatDate(claim.escalableFrom))}
        </Typography>
      )}
      {dialog === 'refund' && (
        <ClaimRefundDialog key={opening} claim={claim} open onClose={() => setDialog(null)} />
      )}
      {dialog === 'close' && (
        <ClaimCloseDialog key={opening} claim={claim} open onClose={() => setDialog(null)} />
      )}
      {confirm.dialog}
    </Box>
  );
}
