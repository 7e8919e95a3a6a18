import { CART_MSG, MSG, type ProductSummary } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useViewerId } from '../../../lib/viewer';
import { useAddToCart } from '../use-add-to-cart';

/** 'Agregar al carrito' in a card's corner (the app puts it on the grids' cards). */
export function QuickAddButton({ product }: { product: ProductSummary }) {
  const cart = useAddToCart();
  // The server refuses one's own product; the quick button says so before anyone tries.
  const viewerId = useViewerId();
  const own = product.sellerId !== null && viewerId === product.sellerId;
  return (
    <IconButton
      aria-label="Agregar al carrito"
      title={own ? CART_MSG.ownProductNote : undefined}
      size="small"
      color="primary"
      disabled={cart.isPending || own}
      onClick={() => cart.add(product.id, product.stock)}
      sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
    >
      <AddShoppingCartIcon fontSize="small" />
    </IconButton>
  );
}

interface AddToCartButtonProps {
  productId: number;
  stock: number;
  /** The viewer sells it: the button is off, and `noteId` names the note that says why. */
  own: boolean;
  noteId: string;
}

/** The product detail's 'Agregar al carrito', or 'No disponible' without stock. */
export function AddToCartButton({ productId, stock, own, noteId }: AddToCartButtonProps) {
  const cart = useAddToCart();
  if (own) {
    // The server refuses it anyway; the button says so before anyone tries.
    return (
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        disabled
        aria-describedby={noteId}
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
      onClick={() => cart.add(productId, stock)}
      disabled={cart.isPending}
      sx={{ flex: 1 }}
    >
      Agregar al carrito
    </Button>
  );
}
