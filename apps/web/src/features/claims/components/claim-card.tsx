import { boughtName, CLAIM_MSG, type ClaimSummary, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { VariantLabel } from '../../../components/variant-label';
import { formatDate } from '../../../lib/format';
import { ClaimStatusChip } from './claim-status-chip';

/** One claim in the person's list: the product, the order, why, its status, and the way to it. */
export function ClaimCard({ claim, viewer }: { claim: ClaimSummary; viewer: string | undefined }) {
  const asBuyer = viewer !== undefined && claim.buyer.userName.toLowerCase() === viewer.toLowerCase();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${claim.orderNumber} ${boughtName(claim.productName, claim.variantLabel)}`}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
          {claim.productName}
          <VariantLabel label={claim.variantLabel} />
        </Typography>
        <ClaimStatusChip status={claim.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {CLAIM_MSG.order} {claim.orderNumber} · {CLAIM_MSG.reasonLabel[claim.reason]} ·{' '}
        {asBuyer ? CLAIM_MSG.buyerLabel : CLAIM_MSG.sellerLabel} ({CLAIM_MSG.you})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {CLAIM_MSG.lastMessage}: {formatDate(claim.lastMessageAt)}
      </Typography>
      <Button
        component={RouterLink}
        to={webPath('claim', { orderNumber: claim.orderNumber })}
        size="small"
        sx={{ mt: 1 }}
        aria-label={CLAIM_MSG.see(claim.orderNumber)}
      >
        {CLAIM_MSG.seeShort}
      </Button>
    </Paper>
  );
}
