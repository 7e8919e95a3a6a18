import { MONEY_MSG, webPath } from '@bazar/shared';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePaymentLink } from '../api/payment-link';
import { PAYOUT_ACCOUNT_ANCHOR, usePayoutAccount } from '../api/seller';

/** 'Mi dinero''s box with the account payouts go to, and the way to the profile to set or change it. */
export function PayoutAccountSummary() {
  const account = usePayoutAccount();
  const current = account.data?.account;
  // A seller paid at the source (Mercado Pago linked) has somewhere to be paid without one.
  const linked = usePaymentLink().data?.status === 'linked';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="payout-account-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="payout-account-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {MONEY_MSG.payoutAccountTitle}
      </Typography>
      {account.isPending && <Skeleton width="60%" />}
      {account.isError && <Typography color="error">{account.error.message}</Typography>}
      {account.data &&
        (current ? (
          <>
            <Typography data-testid="payout-account-holder">{current.holderName}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {MONEY_MSG.accountLine(current)}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary" data-testid="payout-account-none">
            {linked ? MONEY_MSG.paidInMercadoPago : MONEY_MSG.noPayoutAccount}
          </Typography>
        ))}
      <Link
        component={RouterLink}
        to={`${webPath('profile')}#${PAYOUT_ACCOUNT_ANCHOR}`}
        sx={{ display: 'inline-block', mt: 1 }}
      >
        {current ? MONEY_MSG.editPayoutAccount : MONEY_MSG.addPayoutAccount}
      </Link>
    </Paper>
  );
}
