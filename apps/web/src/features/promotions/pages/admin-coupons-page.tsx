import { COUPON_MSG as M } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CouponsPanel } from '../components/coupons-panel';

/** /admin/cupones: the coupons the shop funds (the seller is paid the full price). */
export function AdminCouponsPage() {
  useDocumentTitle(M.shopTitle);
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.shopTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.shopIntro}
      </Typography>
      <CouponsPanel base="/api/admin/coupons" />
    </Box>
  );
}
