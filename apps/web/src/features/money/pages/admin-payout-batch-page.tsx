import { failPayoutBodySchema, formatMoney, MONEY_MSG, type Payout, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  BackOfficeDetail,
  DetailField,
  DetailList,
  DetailQueryState,
} from '../../../components/back-office-detail';
import { useConfirm } from '../../../components/confirm-dialog';
import { ReasonAmountDialog } from '../../../components/reason-amount-dialog';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useBatch, useDecidePayout } from '../api/back-office';
import { useDownloadCsv } from '../api/seller';

const STATUS_LOOK = {
  pending: { bgcolor: 'warning.main', color: 'text.primary' },
  paid: { bgcolor: 'success.dark', color: 'success.contrastText' },
  failed: { bgcolor: 'error.main', color: 'error.contrastText' },
} as const;

/** 'Marcar fallido' asks what happened: the note goes to the seller's movements and the audit. */
function FailDialog({ payout, onClose }: { payout: Payout | null; onClose: () => void }) {
  const decide = useDecidePayout();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ReasonAmountDialog<{ note: string }>
      open={payout !== null}
      onClose={onClose}
      title={payout ? MONEY_MSG.failTitle(payout.seller.userName) : ''}
      text={MONEY_MSG.failText}
      reason={{ label: MONEY_MSG.failNote }}
      check={({ reason }) => {
        const parsed = failPayoutBodySchema.safeParse({ note: reason });
        if (parsed.success) return { body: parsed.data, errors: {} };
        return { body: null, errors: { reason: parsed.error.issues[0]?.message ?? MONEY_MSG.invalidReason } };
      }}
      apiFields={{ reason: 'note' }}
      onSubmit={async ({ note }) => {
        if (!payout) return;
        await decide.mutateAsync({ id: payout.id, outcome: 'failed', note });
        enqueueSnackbar(MONEY_MSG.payoutFailed, { variant: 'success' });
        onClose();
      }}
      submitLabel={MONEY_MSG.markFailed}
      destructive
    />
  );
}

function PayoutCard({
  payout,
  busy,
  onPaid,
  onFailed,
}: {
  payout: Payout;
  busy: boolean;
  onPaid: () => void;
  onFailed: () => void;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${MONEY_MSG.payoutRef(payout.id)}: ${payout.seller.userName}`}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1.5fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{payout.seller.userName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {payout.seller.email}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 700 }} data-testid="payout-amount">
          {formatMoney(payout.amountCents)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography>{payout.account.holderName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {MONEY_MSG.accountLine(payout.account)}
        </Typography>
        {payout.note && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {MONEY_MSG.column.note}: {payout.note}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: { md: 'flex-end' },
        }}
      >
        <Chip
          size="small"
          label={MONEY_MSG.payoutStatus[payout.status]}
          sx={{ fontWeight: 600, ...STATUS_LOOK[payout.status] }}
          data-testid="payout-status"
        />
        {payout.decidedAt && (
          <Typography variant="body2" color="text.secondary">
            {formatDate(payout.decidedAt)}
          </Typography>
        )}
        {payout.status === 'pending' && (
          <>
            <Button
              size="small"
              variant="contained"
              color="success"
              disabled={busy}
              onClick={onPaid}
              aria-label={MONEY_MSG.markPaidOf(payout.id)}
            >
              {MONEY_MSG.markPaid}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={onFailed}
              aria-label={MONEY_MSG.markFailedOf(payout.id)}
            >
              {MONEY_MSG.markFailed}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}

/**
 * /admin/pagos/{batchId}: one batch's bank transfers, its CSV for the bank, and for each pending
 * payout 'Marcar pagado' (once the transfer is credited) or 'Marcar fallido' (with a note: the
 * money goes back to the seller's available balance).
 */
export function AdminPayoutBatchPage() {
  const batchId = Number(useParams().batchId);
  const batch = useBatch(batchId);
  const decide = useDecidePayout();
  const download = useDownloadCsv();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const [failing, setFailing] = useState<Payout | null>(null);

  if (batch.isPending || batch.isError) return <DetailQueryState query={batch} />;
  const b = batch.data;

  const markPaid = async (payout: Payout) => {
    const confirmed = await confirm.ask({
      title: MONEY_MSG.confirmPaidTitle(payout.seller.userName, formatMoney(payout.amountCents)),
      text: MONEY_MSG.confirmPaidText,
      confirmLabel: MONEY_MSG.markPaid,
      destructive: false,
    });
    if (!confirmed) return;
    decide.mutate(
      { id: payout.id, outcome: 'paid' },
      {
        onSuccess: () => enqueueSnackbar(MONEY_MSG.payoutPaid, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };
  const exportCsv = () =>
    download.mutate(
      { path: `/api/admin/payouts/batches/${b.id}/csv`, fileName: `lote-${b.id}.csv` },
      { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );

  return (
    <BackOfficeDetail
      back={{ to: webPath('adminPayouts'), label: MONEY_MSG.backToPayouts }}
      title={MONEY_MSG.batchTitle(b.id)}
      after={
        <>
          {confirm.dialog}
          <FailDialog payout={failing} onClose={() => setFailing(null)} />
        </>
      }
    >
      <DetailList>
        <DetailField label={MONEY_MSG.column.date}>{formatDate(b.createdAt)}</DetailField>
        <DetailField label={MONEY_MSG.column.createdBy}>{b.createdBy.userName}</DetailField>
        <DetailField label={MONEY_MSG.minimumAmount}>{formatMoney(b.minCents)}</DetailField>
        <DetailField label={MONEY_MSG.column.total} testId="batch-total">
          {formatMoney(b.totalCents)}
        </DetailField>
      </DetailList>
      <Box sx={{ my: 2 }}>
        <Button variant="outlined" onClick={exportCsv} disabled={download.isPending}>
          {MONEY_MSG.exportCsv}
        </Button>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {MONEY_MSG.column.payouts}
      </Typography>
      <Box
        component="ul"
        aria-label={MONEY_MSG.column.payouts}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {b.payouts.map((payout) => (
          <PayoutCard
            key={payout.id}
            payout={payout}
            busy={decide.isPending}
            onPaid={() => markPaid(payout)}
            onFailed={() => setFailing(payout)}
          />
        ))}
      </Box>
    </BackOfficeDetail>
  );
}
