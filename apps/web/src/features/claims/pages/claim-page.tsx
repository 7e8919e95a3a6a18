import { CLAIM_MSG, ORDER_NUMBER_PATTERN, webPath } from '@bazar/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useOrder } from '../../../lib/order';
import { useViewerId } from '../../../lib/viewer';
import { useClaim } from '../api/claim';
import { ClaimActions } from '../components/claim-actions';
import { ClaimReply } from '../components/claim-reply';
import { ClaimSummary } from '../components/claim-summary';
import { ClaimThread } from '../components/claim-thread';
import { OpenClaimForm } from '../components/open-claim-form';

/**
 * No claim on the order yet: its buyer gets the form to open one; anyone else (its seller, a
 * stranger) the same 'not found' the API gives.
 */
function NoClaimYet({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  const viewerId = useViewerId();
  if (order.isPending || (order.data && viewerId === undefined)) return <RouteFallback />;
  if (order.data && order.data.buyer.id === viewerId) {
    if (order.data.status === 'cancelled') return <Alert severity="info">{CLAIM_MSG.cancelledOrder}</Alert>;
    return <OpenClaimForm orderNumber={orderNumber} />;
  }
  return <Alert severity="info">{order.data ? CLAIM_MSG.notYours : CLAIM_MSG.notFound}</Alert>;
}

/** /reclamos/P-…: the claim's page, or the form that opens it. */
export function ClaimPage() {
  const orderNumber = useParams().orderNumber ?? '';
  const valid = ORDER_NUMBER_PATTERN.test(orderNumber);
  useDocumentTitle(CLAIM_MSG.claimTitle(orderNumber));
  const claim = useClaim(valid ? orderNumber : '');
  const missing = !valid || isApiError(claim.error, 404);

  return (
    <AccountPage
      title={claim.data || !missing ? CLAIM_MSG.claimTitle(orderNumber) : CLAIM_MSG.openTitle(orderNumber)}
      error={missing ? null : claim.error}
      actions={
        <Button component={RouterLink} to={webPath('claims')} startIcon={<ArrowBackIcon />}>
          {CLAIM_MSG.title}
        </Button>
      }
    >
      {!valid && <Alert severity="info">{CLAIM_MSG.notFound}</Alert>}
      {valid && missing && <NoClaimYet orderNumber={orderNumber} />}
      {valid && claim.isPending && <RouteFallback />}
      {claim.data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ClaimSummary claim={claim.data} />
          <ClaimActions claim={claim.data} />
          <Box component="section" aria-labelledby="claim-thread-title" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="claim-thread-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {CLAIM_MSG.thread}
            </Typography>
            <ClaimThread claim={claim.data} />
          </Box>
          {claim.data.can.message && (
            <>
              <Divider />
              <ClaimReply orderNumber={orderNumber} />
            </>
          )}
        </Box>
      )}
    </AccountPage>
  );
}
