import { COUPON_MSG as M } from '@bazar/shared';
import Typography from '@mui/material/Typography';
import { AccountPage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CouponsPanel } from '../components/coupons-panel';

/** /cupones: a seller's coupons, each with its figures, and the form to create one. */
export function CouponsPage() {
  useDocumentTitle(M.title);
  return (
    <AccountPage title={M.title}>
      <Typography sx={{ mb: 2 }}>{M.intro}</Typography>
      <CouponsPanel base="/api/coupons" />
    </AccountPage>
  );
}
