import { type Balance, formatMoney, MONEY_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const FIGURES = [
  { key: 'pendingCents', label: MONEY_MSG.pending, testId: 'balance-pending' },
  { key: 'availableCents', label: MONEY_MSG.available, testId: 'balance-available' },
  { key: 'inTransitCents', label: MONEY_MSG.inTransit, testId: 'balance-in-transit' },
  { key: 'paidCents', label: MONEY_MSG.paid, testId: 'balance-paid' },
] as const;

/** The seller's four balances, two by two on a phone, in a row from a tablet up; then what 'Pendiente' means. */
export function BalanceFigures({ balance }: { balance: Balance | undefined }) {
  return (
    <Box component="section" aria-label={MONEY_MSG.balanceLabel}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 2 },
          m: 0,
        }}
      >
        {FIGURES.map((figure) => (
          <Paper key={figure.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              data-testid={figure.testId}
              sx={{ m: 0, fontSize: { xs: '1.2rem', sm: '1.6rem' }, fontWeight: 700 }}
            >
              {balance ? formatMoney(balance[figure.key]) : <Skeleton width={100} />}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <strong>{MONEY_MSG.pending}:</strong> {MONEY_MSG.pendingHint}
      </Typography>
    </Box>
  );
}
