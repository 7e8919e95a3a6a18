import { PAYMENT_LINK_MSG as M } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/snackbar';
import { usePaymentLink, useStartPaymentLink, useUnlinkPayment } from '../api/payment-link';

/**
 * 'Mi dinero''s box for being paid at the source: link the seller's own Mercado Pago account,
 * see which one is linked, unlink it; a link the provider stopped honouring is said plainly,
 * with the transfer the seller is paid by meanwhile. Nothing when the shop does not offer it.
 */
export function PaymentLinkBox() {
  const link = usePaymentLink();
  const start = useStartPaymentLink();
  const unlink = useUnlinkPayment();
  const { enqueueSnackbar } = useSnackbar();
  if (link.data && !link.data.available) return null;
  const onError = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const status = link.data?.status;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="payment-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="payment-link-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {M.title}
      </Typography>
      {link.isPending && <Skeleton width="60%" />}
      {link.isError && <Typography color="error">{link.error.message}</Typography>}
      {status === 'linked' && (
        <Typography data-testid="payment-link-account">{M.linkedAs(link.data?.accountId ?? '')}</Typography>
      )}
      {status === 'failed' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {link.data?.failure} {M.transferFallback}
        </Alert>
      )}
      {status === 'unlinked' && <Typography color="text.secondary">{M.intro}</Typography>}
      {link.data && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          {status !== 'linked' && (
            <Button
              variant="contained"
              onClick={() => start.mutate(undefined, { onError })}
              disabled={start.isPending}
            >
              {status === 'failed' ? M.relink : M.link}
            </Button>
          )}
          {status === 'linked' && (
            <Button
              variant="outlined"
              color="error"
              disabled={unlink.isPending}
              onClick={() =>
                unlink.mutate(undefined, {
                  onSuccess: ({ msg }) => enqueueSnackbar(msg, { variant: 'success' }),
                  onError,
                })
              }
            >
              {M.unlink}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
