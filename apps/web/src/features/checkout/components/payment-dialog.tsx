import { CHECKOUT_FRAME_MESSAGE, type CheckoutPart, formatMoney, SHIPPING_MSG, webPath } from '@bazar/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { currentCheckout } from '../api/current-checkout';
import { needsAddress, useOpenCheckout } from '../api/open-checkout';
import { releaseCheckout } from '../api/release-checkout';
import { PaymentParts } from './payment-parts';

interface FrameMessage {
  type: string;
  status?: string;
  paymentId?: string;
}

const spinner = (
  <Box sx={{ display: 'grid', placeItems: 'center', height: '30vh' }}>
    <CircularProgress aria-label="Preparando el pago" />
  </Box>
);

/** Where the purchase ships: the address book's step of the modal (the app passes addresses' `useShipping`). */
export interface ShippingStep {
  /** The address chosen in this opening; undefined for the default one. */
  addressId: number | undefined;
  /** No address yet, or one being picked or added: the checkout waits. */
  choosing: boolean;
  /** The picker or the new-address form (it may suspend); null until the book is read. */
  chooser: ReactNode;
  error: Error | null;
  /** 'Enviar a: …' with 'Cambiar', above the frame. */
  shipTo: ReactNode;
}

/**
 * The payment modal: where it ships ('Enviar a', 'Cambiar'), then the provider's checkout page
 * in a frame filling the rest of the screen. A buyer without an address fills one in first
 * ('Continuar al pago'). The frame carries no auth token, only the checkout id; when it is done
 * it posts a message, accepted only from our own origin and from this frame, and the shop goes
 * to /ResponseMP.
 */
export function PaymentDialog({
  open,
  onClose,
  shipping,
  delivery = [],
  coupons = [],
}: {
  open: boolean;
  onClose: () => void;
  shipping: ShippingStep;
  /** Each seller's way of delivery, as the cart chose it. */
  delivery?: { sellerId: number; method: 'home' | 'pickup' }[];
  /** The coupon codes the cart applies (the server judges them again). */
  coupons?: string[];
}) {
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const checkout = useOpenCheckout(open && !shipping.choosing, shipping.addressId, delivery, coupons);
  const askAddress = shipping.choosing || needsAddress(checkout.error);
  // A refused coupon is said in the modal; only an empty cart goes back home.
  const empty =
    isApiError(checkout.error, 400) &&
    !needsAddress(checkout.error) &&
    checkout.error.fieldMessage('coupons') === undefined;
  // Once a checkout was opened (for any address), closing gives its reservation back.
  const opened = useRef(false);
  if (checkout.data) opened.current = true;
  const queryClient = useQueryClient();
  // A phone gets the whole screen: the provider's form needs the width.
  const phone = useMediaQuery('(max-width:599.95px)');
  const [closing, setClosing] = useState(false);
  // A checkout split by seller: its parts as last read, and the frame reloaded for the next one.
  const [parts, setParts] = useState<CheckoutPart[] | null>(null);
  const [frameKey, setFrameKey] = useState(0);
  const shownParts = parts ?? checkout.data?.parts ?? [];
  const split = shownParts.length > 0;

  // Closing without paying gives the reservation back; the modal stays until the cart shows it.
  const close = async () => {
    if (closing) return;
    setClosing(true);
    try {
      if (opened.current) {
        await releaseCheckout();
        await queryClient.invalidateQueries({ queryKey: queryRoots.cart });
      }
    } catch {
      // The reservation still expires on its own.
    } finally {
      onClose();
    }
  };

  useEffect(() => {
    // Each opening reads its checkout's parts afresh.
    if (!open) setParts(null);
  }, [open]);

  useEffect(() => {
    // The checkout page goes back home when there is nothing to pay.
    if (open && empty) navigate(webPath('home'), { replace: true });
  }, [open, empty, navigate]);

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent<FrameMessage>) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const { type, status, paymentId } = event.data ?? {};
      if (type !== CHECKOUT_FRAME_MESSAGE) return;
      const toResult = (id: string, s: string) =>
        navigate(`${webPath('paymentResult')}?${new URLSearchParams({ payment_id: id, status: s })}`);
      if (paymentId && status === 'approved' && split) {
        // One part paid: the next one is shown, unless that was the last (the checkout is sold).
        void currentCheckout()
          .then((now) => {
            if (now?.parts.some((p) => p.status === 'pending')) {
              setParts(now.parts);
              setFrameKey((k) => k + 1);
            } else toResult(paymentId, status);
          })
          .catch(() => toResult(paymentId, status));
      } else if (paymentId && status) {
        toResult(paymentId, status);
      } else if (status === 'missing') {
        navigate(webPath('home'), { replace: true });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, navigate, split]);

  const paying = !askAddress && !checkout.isPending && !checkout.error;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="payment-title"
      // The frame takes all the height the title and 'Enviar a' leave.
      slotProps={
        phone
          ? undefined
          : {
              paper: {
                sx: {
                  m: 1,
                  maxHeight: 'calc(100vh - 16px)',
                  height: paying ? 'calc(100vh - 16px)' : undefined,
                },
              },
            }
      }
    >
      <DialogTitle id="payment-title" sx={{ py: 1, pr: 6 }}>
        Pago
        <IconButton
          aria-label="Cerrar"
          onClick={close}
          disabled={closing}
          sx={{ position: 'absolute', right: 4, top: 2 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        {askAddress ? (
          shipping.chooser ? (
            <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 1 }}>
              <Suspense fallback={spinner}>{shipping.chooser}</Suspense>
            </Box>
          ) : shipping.error ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {shipping.error.message}
            </Alert>
          ) : (
            spinner
          )
        ) : checkout.isPending ? (
          spinner
        ) : checkout.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {checkout.error.message}
          </Alert>
        ) : (
          <>
            {shipping.shipTo}
            {checkout.data.shippingCents > 0 && (
              <Typography
                variant="body2"
                sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}
                data-testid="checkout-shipping"
              >
                {`${SHIPPING_MSG.shippingLine}: ${formatMoney(checkout.data.shippingCents)} · Total: ${formatMoney(checkout.data.totalCents)}`}
              </Typography>
            )}
            {split && <PaymentParts parts={shownParts} />}
            <Box
              component="iframe"
              key={frameKey}
              ref={frame}
              title="Pago"
              src={checkout.data.url}
              sx={{ display: 'block', width: '100%', flex: 1, minHeight: 360, border: 0 }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
