import { CHECKOUT_MSG, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfirmPayment } from '../api/confirm-payment';
import { currentCheckout } from '../api/current-checkout';
import { checkoutKeys } from '../api/keys';

/**
 * /ResponseMP?payment_id=…&status=…: where the frame (sandbox) or Mercado Pago (back_urls) lands.
 * The status in the address is only a hint; the server asks the provider and decides. `onPaid`
 * runs once the payment is approved (the app empties the cart's badge and page with it).
 */
export function PaymentResultPage({ onPaid }: { onPaid: () => void }) {
  useDocumentTitle('Resultado del pago');
  const [params] = useSearchParams();
  // Mercado Pago may name it collection_id on older integrations.
  const paymentId = params.get('payment_id') ?? params.get('collection_id');
  const confirmation = useConfirmPayment(paymentId);
  const approved = confirmation.data?.status === 'approved' ? confirmation.data : null;
  // Back from one part of a checkout split by seller (Mercado Pago's return): the next part waits.
  const pending = confirmation.data?.status === 'pending';
  const open = useQuery({
    queryKey: checkoutKeys.afterPayment(paymentId),
    queryFn: currentCheckout,
    enabled: pending,
    retry: false,
  });
  const parts = open.data?.parts ?? [];
  const next = parts.find((p) => p.status === 'pending');
  const paidParts = parts.filter((p) => p.status === 'paid').length;

  useEffect(() => {
    if (approved) onPaid();
  }, [approved, onPaid]);

  if (approved?.invoiceId)
    return <Navigate to={webPath('checkoutResult', { invoiceId: approved.invoiceId })} replace />;

  let content: React.ReactNode;
  if (!paymentId) {
    content = <Alert severity="error">{CHECKOUT_MSG.paymentNotFound}</Alert>;
  } else if (confirmation.isPending) {
    content = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={28} />
        <Typography>{CHECKOUT_MSG.confirming}</Typography>
      </Box>
    );
  } else if (confirmation.error) {
    content = <Alert severity="error">{confirmation.error.message}</Alert>;
  } else if (pending && next && paidParts > 0) {
    content = (
      <Alert severity="info">
        {CHECKOUT_MSG.partsPaid(paidParts, parts.length)}. Falta:{' '}
        {CHECKOUT_MSG.partTitle(next.position, parts.length, next.sellerName)}. Vuelve al carrito y toca
        'Comprar' para seguir.
      </Alert>
    );
  } else if (pending) {
    content = <Alert severity="info">{CHECKOUT_MSG.paymentPending}</Alert>;
  } else {
    content = <Alert severity="warning">{CHECKOUT_MSG.paymentRejected}</Alert>;
  }

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Resultado del pago
      </Typography>
      {content}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button component={RouterLink} to={webPath('cart')} variant="contained">
          {next && paidParts > 0 ? 'Seguir con el pago' : 'Volver al carrito'}
        </Button>
        <Button component={RouterLink} to={webPath('home')}>
          Volver al inicio
        </Button>
      </Box>
    </Container>
  );
}
