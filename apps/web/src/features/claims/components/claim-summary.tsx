import { boughtName, CLAIM_MSG, type ClaimDetail, formatMoney } from '@bazar/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { ClaimStatusChip } from './claim-status-chip';

/** The claim at a glance: what, why, between whom, its status and, once resolved, how. */
export function ClaimSummary({ claim }: { claim: ClaimDetail }) {
  const refunded = claim.totalCents - claim.refundableCents;
  const rows: [string, string][] = [
    [CLAIM_MSG.product, boughtName(claim.productName, claim.variantLabel)],
    [CLAIM_MSG.reason, CLAIM_MSG.reasonLabel[claim.reason]],
    [CLAIM_MSG.buyerLabel, claim.buyer.userName],
    [CLAIM_MSG.sellerLabel, claim.seller?.userName ?? '—'],
    [CLAIM_MSG.openedOn, formatDate(claim.openedAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        data-testid="claim-status"
      >
        <ClaimStatusChip status={claim.status} />
        {claim.outcome === 'closed' && (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {CLAIM_MSG.resolvedClosed}
          </Typography>
        )}
        {refunded > 0 && (
          <Typography component="span" data-testid="claim-refunded">
            {CLAIM_MSG.refunded(formatMoney(refunded))}
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          m: 0,
          '& dt': { color: 'text.secondary', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
