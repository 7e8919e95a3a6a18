import { MONEY_MSG } from '@bazar/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AccountPage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useBalance, useDownloadCsv } from '../api/seller';
import { BalanceFigures } from '../components/balance-figures';
import { MovementsGrid } from '../components/movements-grid';
import { PaymentLinkBox } from '../components/payment-link-box';
import { PayoutAccountSummary } from '../components/payout-account-summary';

/** /mi-dinero: the seller's balance, where payouts go, and every movement (with its CSV). */
export function MyMoneyPage() {
  useDocumentTitle(MONEY_MSG.myMoneyTitle);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const balance = useBalance();
  const download = useDownloadCsv();
  const { enqueueSnackbar } = useSnackbar();
  const exportCsv = () =>
    download.mutate(
      { path: '/api/money/movements.csv', fileName: 'movimientos.csv' },
      { onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }) },
    );

  return (
    <AccountPage
      title={MONEY_MSG.myMoneyTitle}
      maxWidth="lg"
      error={balance.error}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={download.isPending}
        >
          {MONEY_MSG.exportCsv}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <BalanceFigures balance={balance.data} />
        <PaymentLinkBox />
        <PayoutAccountSummary />
        <Box component="section" aria-labelledby="movements-title">
          <Typography id="movements-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {MONEY_MSG.movementsTitle}
          </Typography>
          <MovementsGrid />
        </Box>
      </Box>
    </AccountPage>
  );
}

export { PaymentLinkPage } from './payment-link-page';
