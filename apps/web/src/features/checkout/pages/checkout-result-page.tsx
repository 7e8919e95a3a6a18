import { CHECKOUT_MSG, formatAddress, INVOICE_PARAM, webPath } from '@bazar/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate } from '../../../lib/format';
import { useCheckoutData } from '../api/get-checkout-data';
import { PurchasedLines } from '../components/purchased-lines';

/** /checkout/result/:invoiceId — the invoice of a paid checkout, its lines and the buyer's data. */
export function CheckoutResultPage() {
  useDocumentTitle('Compra realizada');
  const invoiceId = Number(useParams().invoiceId);
  const { data, error, isPending } = useCheckoutData(invoiceId);

  if (!Number.isInteger(invoiceId) || invoiceId < 1)
    return <ResultMessage message={CHECKOUT_MSG.invoiceNotFound} />;
  if (isPending) return <RouteFallback />;
  if (error || !data?.invoice)
    return <ResultMessage message={error?.message ?? CHECKOUT_MSG.invoiceNotFound} />;
  const { invoice, user, lines, shippingAddress } = data;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <Container sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <CheckCircleIcon color="success" fontSize="large" />
        <Typography variant="h1" component="h1">
          {CHECKOUT_MSG.approved}
        </Typography>
      </Box>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', mb: 2 }} data-testid="invoice-number">
        Factura {invoice.invoiceNumber}
      </Typography>

      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, overflowWrap: 'anywhere' }}
        component="section"
        aria-label="Datos del comprador"
      >
        <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
        <Typography>{user.email}</Typography>
        {user.phone && <Typography>Teléfono: {user.phone}</Typography>}
        {/* Where this purchase ships: the address chosen at checkout, not the profile's. */}
        {shippingAddress && (
          <Typography data-testid="ships-to">
            {CHECKOUT_MSG.shipsTo(formatAddress(shippingAddress))}
          </Typography>
        )}
        <Typography color="text.secondary">Fecha: {formatDate(invoice.createdAt)}</Typography>
      </Paper>

      <PurchasedLines lines={lines} totalCents={invoice.totalCents} />

      {/* First where the purchase is and how it travels (Mis compras); the invoice is secondary. */}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={webPath('purchases')} variant="contained">
          {CHECKOUT_MSG.seePurchase}
        </Button>
        <Button component={RouterLink} to={`${webPath('userInvoices')}?${INVOICE_PARAM}=${invoice.id}`}>
          {CHECKOUT_MSG.seeInvoice}
        </Button>
        <Button component={RouterLink} to={webPath('home')}>
          Volver al inicio
        </Button>
      </Box>
    </Container>
  );
}

function ResultMessage({ message }: { message: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={webPath('home')} sx={{ mt: 2 }}>
        Volver al inicio
      </Button>
    </Container>
  );
}
