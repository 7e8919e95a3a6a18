import { MSG } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useAddToCart } from '../../cart';
import { useAddToWishlist } from '../../wishlist';

/** Add-to-cart and wish-list buttons of the product modal and the product page. */
export function ProductActions({ productId, stock }: { productId: number; stock: number }) {
  const cart = useAddToCart();
  const wishlist = useAddToWishlist();

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {stock > 0 ? (
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
      <IconButton
        onClick={() => wishlist.add(productId)}
        disabled={wishlist.isPending}
        aria-label="Agregar a la lista de deseos"
        color="secondary"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <FavoriteBorderIcon />
      </IconButton>
    </Box>
  );
}
