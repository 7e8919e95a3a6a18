import { PAYMENT_LINK_MSG as M, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useCompletePaymentLink } from '../api/payment-link';

/**
 * /mi-dinero/mercadopago: where Mercado Pago sends the seller back. The code and state go to the
 * API with the seller's session (never stored here); on success, back to 'Mi dinero'. A seller
 * who did not authorize, or a link that expired, reads why and goes back to try again.
 */
export function PaymentLinkPage() {
  useDocumentTitle(M.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const complete = useCompletePaymentLink();
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.has('error') || !code || !state;
  // The code works once: the effect must not send it twice (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (denied || sent.current) return;
    sent.current = true;
    complete.mutate(
      { code, state },
      {
        onSuccess: () => {
          enqueueSnackbar(M.linked, { variant: 'success' });
          navigate(webPath('myMoney'), { replace: true });
        },
      },
    );
  }, [denied, code, state, complete, enqueueSnackbar, navigate]);

  const failure = denied ? M.denied : complete.error?.message;
  return (
    <AccountPage title={M.title} maxWidth="md">
      {failure ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="warning">{failure}</Alert>
          <Button component={RouterLink} to={webPath('myMoney')} variant="contained">
            {M.relink}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{M.completing}</Typography>
        </Stack>
      )}
    </AccountPage>
  );
}
