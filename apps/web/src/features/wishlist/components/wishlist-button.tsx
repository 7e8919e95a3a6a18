import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useWishlistToggle } from '../use-wishlist-toggle';

const WISHLIST_LABEL = {
  add: 'Agregar a mi lista de deseos',
  remove: 'Quitar de mi lista de deseos',
} as const;

interface WishlistButtonProps {
  productId: number;
  /** The viewer sells it: one's own product is not wished for, and `noteId` names the note that says so. */
  own: boolean;
  noteId: string;
}

/** The heart beside 'Agregar al carrito' in a product's detail. */
export function WishlistButton({ productId, own, noteId }: WishlistButtonProps) {
  const wishlist = useWishlistToggle(productId);
  return (
    // Its name says what pressing it does now (screen readers announced one name for both states).
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
  );
}
