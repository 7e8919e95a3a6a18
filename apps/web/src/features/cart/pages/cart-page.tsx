import { CART_MSG, formatMoney, webPath } from '@bazar/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountPage, CardList } from '../../../components/account-page';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { openLoginModalFor, useLoginModalOpen } from '../../../lib/login-modal';
import { useSnackbar } from '../../../lib/snackbar';
import { CartLineItem } from '../components/cart-line-item';
import { useCartView } from '../use-cart-view';

const RESUME_PARAM = 'comprar';

/** A seller's way of delivery, as the cart's shipping chooses it and the checkout takes it. */
export interface DeliveryChoice {
  sellerId: number;
  method: 'home' | 'pickup';
}

type LineRef = { productId: number; variantId: number; quantity: number };

interface CartPageProps {
  /** The payment modal 'Comprar' opens (the checkout's, composed by the app), with the ways and coupons chosen. */
  Payment: ComponentType<{ onClose: () => void; delivery: DeliveryChoice[]; coupons: string[] }>;
  /** '¿Tienes un cupón?' (promotions', composed by the app): the codes entered, and those that apply. */
  Coupons: ComponentType<{
    lines: LineRef[];
    totalCents: number;
    codes: string[];
    onCodes: (codes: string[]) => void;
    onApplying: (valid: string[]) => void;
  }>;
  /** The cart's shipping by seller (shipping's, composed by the app). */
  Shipping: ComponentType<{
    lines: LineRef[];
    delivery: DeliveryChoice[];
    onDelivery: (choice: DeliveryChoice) => void;
  }>;
}

export function CartPage({ Payment, Shipping, Coupons }: CartPageProps) {
  useDocumentTitle('Carrito');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const { enqueueSnackbar } = useSnackbar();
  const { cart, signedIn, loading, busy, error, setQuantity, remove, clean } = useCartView();
  const [paying, setPaying] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryChoice[]>([]);
  const [codes, setCodes] = useState<string[]>([]);
  const [applying, setApplying] = useState<string[]>([]);
  const choose = (choice: DeliveryChoice) =>
    setDelivery((all) => [...all.filter((d) => d.sellerId !== choice.sellerId), choice]);
  const confirm = useConfirm();
  // 'Comprar' pressed while signed out: once the login modal closes signed in (its cart merge
  // done), the purchase goes on to the payment modal; closed without signing in, it is dropped.
  const [buyAfterLogin, setBuyAfterLogin] = useState(false);
  const loginOpen = useLoginModalOpen();
  // '/cart?comprar=1': back from creating an account in the middle of a purchase, it goes on.
  const [params, setParams] = useSearchParams();
  const resume = params.get(RESUME_PARAM) === '1';
  const empty = cart.lines.length === 0;
  const lines = useMemo(
    () =>
      cart.lines
        .filter((l) => l.available)
        .map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
    [cart.lines],
  );
  const buyable = cart.lines.some((line) => line.available);

  useEffect(() => {
    if (!buyAfterLogin || loginOpen) return;
    setBuyAfterLogin(false);
    if (signedIn) setPaying(true);
  }, [buyAfterLogin, loginOpen, signedIn]);

  // Emptying the cart cannot be undone: asked first, as the wish list does.
  const cleanAll = async () => {
    const count = cart.lines.length;
    const confirmed = await confirm.ask({
      title: CART_MSG.cleanTitle,
      text: CART_MSG.cleanText(count),
      confirmLabel: 'Eliminar todo',
      destructive: true,
    });
    if (confirmed) clean();
  };

  useEffect(() => {
    if (!resume || loading) return;
    setParams({}, { replace: true });
    if (signedIn && buyable) setPaying(true);
  }, [resume, loading, signedIn, buyable, setParams]);

  const buy = () => {
    if (!buyable) enqueueSnackbar(CART_MSG.emptyCart, { variant: 'error' });
    else if (signedIn) setPaying(true);
    else {
      setBuyAfterLogin(true);
      openLoginModalFor(`${webPath('cart')}?${RESUME_PARAM}=1`);
    }
  };

  return (
    <AccountPage
      title="Carrito"
      error={error}
      actions={
        <Button component={RouterLink} to={webPath('home')} startIcon={<ArrowBackIcon />}>
          Regresar
        </Button>
      }
    >
      <CardList
        label="Productos en el carrito"
        loading={loading}
        empty={empty ? CART_MSG.emptyMessage : null}
      >
        {cart.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            busy={busy}
            onQuantity={(quantity) => setQuantity(line, quantity)}
            onCapped={(max) => enqueueSnackbar(CART_MSG.cappedToStock(max), { variant: 'info' })}
            onRemove={() => remove(line)}
          />
        ))}
      </CardList>

      <Paper
        variant="outlined"
        sx={{
          mt: 2,
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="cart-total">
          Total: {formatMoney(cart.totalCents)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteSweepIcon />}
            disabled={empty || busy}
            onClick={cleanAll}
          >
            Eliminar todo
          </Button>
          <Button variant="contained" startIcon={<ShoppingBagIcon />} onClick={buy}>
            Comprar
          </Button>
        </Box>
      </Paper>
      {/* Under the total and 'Comprar', which a phone keeps on its first screen. */}
      <Coupons
        lines={lines}
        totalCents={cart.totalCents}
        codes={codes}
        onCodes={setCodes}
        onApplying={setApplying}
      />
      <Shipping lines={lines} delivery={delivery} onDelivery={choose} />
      {paying && <Payment onClose={() => setPaying(false)} delivery={delivery} coupons={applying} />}
      {confirm.dialog}
    </AccountPage>
  );
}
