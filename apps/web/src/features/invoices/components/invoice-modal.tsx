import {
  COUPON_MSG,
  formatMoney,
  invoiceCoupons,
  invoiceRefunds,
  invoiceShippingCents,
  MONEY_MSG,
  ORDERS_MSG,
  SHIPPING_MSG,
} from '@bazar/shared';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useConfirmReceived } from '../../../components/buyer-order-actions';
import { useAuth } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { InvoiceLineCards } from './invoice-line-cards';
import { InvoiceLinesTable } from './invoice-lines-table';

export interface InvoiceModalProps {
  invoiceId: number | null;
  open: boolean;
  onClose: () => void;
}

/**
 * An invoice: number, holder, lines with each order's real status, 'Total Monto' and
 * the PDF download. Its buyer may confirm 'Recibido' on orders 'en camino'; an administrator
 * opening it from the back office only reads it.
 */
export function InvoiceModal({ invoiceId, open, onClose }: InvoiceModalProps) {
  const auth = useAuth();
  const { data: invoice, error, isPending } = useInvoice(open ? invoiceId : null);
  const download = useDownloadInvoicePdf();
  const received = useConfirmReceived();
  const isBuyer = Boolean(
    invoice && auth && invoice.user.userName.toLowerCase() === auth.userName.toLowerCase(),
  );
  const holder = invoice
    ? [invoice.user.firstName, invoice.user.lastName].filter(Boolean).join(' ') || invoice.user.userName
    : '';

  // A phone gets the whole screen and one card per line instead of a seven-column table.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const Lines = phone ? InvoiceLineCards : InvoiceLinesTable;
  // What went back and what was paid in the end, under the total.
  const refunds = invoice ? invoiceRefunds(invoice) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="invoice-modal-title"
    >
      <DialogTitle id="invoice-modal-title">
        {invoice ? `Factura ${invoice.invoiceNumber}` : 'Factura'}
      </DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando factura" />
          </Box>
        )}
        {invoice && (
          <>
            <Typography sx={{ mb: 0.5 }}>
              <strong>Titular:</strong> {holder}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <strong>Fecha:</strong> {formatDate(invoice.createdAt)}
            </Typography>
            <Lines
              invoice={invoice}
              onConfirmReceived={isBuyer ? received.ask : undefined}
              buyer={isBuyer}
              busy={received.busy}
            />
            {invoiceCoupons(invoice).map((c) => (
              <Typography key={c.code} sx={{ mt: 2, textAlign: 'right' }} data-testid="invoice-coupon">
                {`${COUPON_MSG.line(c.code)}: ${COUPON_MSG.discount(c.discountCents)}`}
              </Typography>
            ))}
            {invoiceShippingCents(invoice) > 0 && (
              <Typography sx={{ mt: 2, textAlign: 'right' }} data-testid="invoice-shipping">
                {SHIPPING_MSG.shippingPaid(formatMoney(invoiceShippingCents(invoice)))}
              </Typography>
            )}
            <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }}>
              {ORDERS_MSG.totalAmount}: {formatMoney(invoice.totalCents)}
            </Typography>
            {refunds && (
              <Box sx={{ textAlign: 'right' }} data-testid="invoice-refunds">
                <Typography>
                  {MONEY_MSG.invoiceRefunded}: {formatMoney(refunds.refundedCents)}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>
                  {MONEY_MSG.paidInTheEnd}: {formatMoney(refunds.paidCents)}
                </Typography>
              </Box>
            )}
          </>
        )}
        {download.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {download.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          disabled={!invoice || download.isPending}
          onClick={() => invoice && download.mutate({ id: invoice.id, invoiceNumber: invoice.invoiceNumber })}
        >
          {ORDERS_MSG.downloadPdf}
        </Button>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {received.dialog}
    </Dialog>
  );
}
