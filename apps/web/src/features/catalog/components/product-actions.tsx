import { CART_MSG, MSG } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useViewerId } from '../../../lib/viewer';
import { useAddToCart } from '../../cart';
import { useWishlistToggle } from '../../wishlist';

interface ProductActionsProps {
  productId: number;
  stock: number;
  sellerId: number | null;
}

const WISHLIST_LABEL = {
  add: 'Agregar a mi lista de deseos',
  remove: 'Quitar de mi lista de deseos',
} as const;

/** Add-to-cart and wish-list buttons of the product modal and the product page. */
export function ProductActions({ productId, stock, sellerId }: ProductActionsProps) {
  const cart = useAddToCart();
  const wishlist = useWishlistToggle(productId);
  const viewerId = useViewerId();
  const own = viewerId !== undefined && viewerId === sellerId;
  const noteId = useId();

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {own ? (
          // The server refuses it anyway; the button says so before anyone tries.
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
        ) : stock > 0 ? (
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
        ) : (
          <Button variant="contained" size="large" disabled sx={{ flex: 1 }}>
            {MSG.notAvailable}
          </Button>
        )}
        {/* Its name says what pressing it does now (screen readers announced one name for both
            states); one's own product is not wished for. */}
        <IconButton
          onClick={wishlist.toggle}
          disabled={wishlist.isPending || own}
          aria-label={wishlist.inList ? WISHLIST_LABEL.remove : WISHLIST_LABEL.add}
          aria-describedby={own ? noteId : undefined}
          color="secondary"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {wishlist.inList ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </Box>
      {own && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {CART_MSG.ownProductNote}
        </Typography>
      )}
    </Box>
  );
}
