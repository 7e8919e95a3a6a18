import { MSG, type ProductSummary } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useViewerId } from '../../../lib/viewer';
import { useAddToCart } from '../use-add-to-cart';

/** 'Agregar al carrito' in a card's corner (the app puts it on the grids' cards). */
export function QuickAddButton({ product }: { product: ProductSummary }) {
  const cart = useAddToCart();
  const viewerId = useViewerId();
  // On one's own card there is nothing to offer: no button at all (a faint one looked broken).
  if (product.sellerId !== null && viewerId === product.sellerId) return null;
  return (
    <IconButton
      aria-label="Agregar al carrito"
      size="small"
      color="primary"
      disabled={cart.isPending}
      onClick={() => cart.add(product.id, product.stock)}
      sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
    >
      <AddShoppingCartIcon fontSize="small" />
    </IconButton>
  );
}

interface AddToCartButtonProps {
  productId: number;
  /** The variant chosen (sizes and colours); left out for a product without options. */
  variantId?: number | undefined;
  /** The variant's stock once chosen, the product's before. */
  stock: number;
  /** The viewer sells it: the button is off, and `noteId` names the note that says why. */
  own: boolean;
  noteId: string;
  /** The product's detail (its options) has not arrived: nothing can be chosen yet, the button is off. */
  waiting?: boolean | undefined;
  /** Asked before adding: false stops it (an option has no value; the detail says which). */
  beforeAdd?: (() => boolean) | undefined;
}

/** The product detail's 'Agregar al carrito', or 'No disponible' without stock. */
export function AddToCartButton({
  productId,
  variantId,
  stock,
  own,
  noteId,
  waiting = false,
  beforeAdd,
}: AddToCartButtonProps) {
  const cart = useAddToCart();
  if (own || waiting) {
    // The server refuses it anyway; the button says so before anyone tries.
    return (
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        disabled
        aria-describedby={own ? noteId : undefined}
        sx={{ flex: 1 }}
      >
        Agregar al carrito
      </Button>
    );
  }
  if (stock <= 0) {
    return (
      <Button variant="contained" size="large" disabled sx={{ flex: 1 }}>
        {MSG.notAvailable}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<AddShoppingCartIcon />}
      onClick={() => {
        if (beforeAdd && !beforeAdd()) return;
        void cart.add(productId, stock, variantId);
      }}
      disabled={cart.isPending}
      sx={{ flex: 1 }}
    >
      Agregar al carrito
    </Button>
  );
}
