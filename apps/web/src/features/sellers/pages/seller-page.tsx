import { SELLER_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { formatYear } from '../../../lib/format';
import { useSellerProfile } from '../api/seller';
import { ReputationPanel } from '../components/reputation-panel';
import { SellerProducts } from '../components/seller-products';
import { SellerReviews } from '../components/seller-reviews';

/** /vendedor/:userName: who the seller is, their reputation, their products and their reviews. */
export function SellerPage() {
  const userName = useParams().userName ?? '';
  const profile = useSellerProfile(userName);
  const seller = profile.data;
  useDocumentTitle(seller?.userName);

  if (isApiError(profile.error, 404)) return <MessagePage message={SELLER_MSG.notFound} />;
  if (profile.error) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Alert severity="error">{profile.error.message}</Alert>
      </Container>
    );
  }
  if (!seller) return <RouteFallback />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {seller.userName}
          </Typography>
          <Typography color="text.secondary">
            {SELLER_MSG.memberSince(formatYear(seller.memberSince))}
          </Typography>
          {seller.province && (
            <Typography color="text.secondary">{SELLER_MSG.location(seller.province)}</Typography>
          )}
        </Box>
        <ReputationPanel reputation={seller.reputation} />
      </Box>
      <SellerProducts userName={seller.userName} />
      <Divider />
      <SellerReviews userName={seller.userName} />
    </Container>
  );
}
