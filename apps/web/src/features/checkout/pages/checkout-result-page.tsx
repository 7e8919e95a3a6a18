import { CHECKOUT_MSG, formatMoney, webPath } from '@bazar/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDate, formatDiscount } from '../../../lib/format';
import { useCheckoutData } from '../api/get-checkout-data';

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
  const { invoice, user, lines } = data;
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

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Datos del comprador">
        <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
        <Typography>{user.email}</Typography>
        {user.phone && <Typography>Teléfono: {user.phone}</Typography>}
        {user.address && <Typography>Dirección: {user.address}</Typography>}
        <Typography color="text.secondary">Fecha: {formatDate(invoice.createdAt)}</Typography>
      </Paper>

      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Productos comprados">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Descripción</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">Precio unitario</TableCell>
              <TableCell align="right">Descuento</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>{line.orderNumber}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatMoney(line.unitPriceCents)}</TableCell>
                <TableCell align="right">{formatDiscount(line.discount)}</TableCell>
                <TableCell align="right">{formatMoney(line.totalCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={5} align="right" sx={{ fontWeight: 700 }}>
                Total Monto
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
                {formatMoney(invoice.totalCents)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
        <Button component={RouterLink} to={webPath('userReviews')} variant="contained">
          {CHECKOUT_MSG.rateProducts}
        </Button>
        <Button component={RouterLink} to={webPath('userInvoices')}>
          Ver mis facturas
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
