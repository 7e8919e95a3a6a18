import { CART_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useViewerId } from '../../../lib/viewer';
import type { AddToCartProps, ProductDetailParts } from './product-detail';

interface ProductActionsProps
  extends Pick<ProductDetailParts, 'AddToCart' | 'Wishlist'>,
    Pick<AddToCartProps, 'productId' | 'variantId' | 'stock' | 'waiting' | 'beforeAdd'> {
  sellerId: number | null;
}

/**
 * Add-to-cart and wish-list buttons of the product modal and the product page (the cart's and
 * the wish list's); on one's own product both are off, and a note under them says why.
 */
export function ProductActions({
  productId,
  variantId,
  stock,
  waiting,
  beforeAdd,
  sellerId,
  AddToCart,
  Wishlist,
}: ProductActionsProps) {
  const viewerId = useViewerId();
  const own = viewerId !== undefined && viewerId === sellerId;
  const noteId = useId();

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <AddToCart
          productId={productId}
          variantId={variantId}
          stock={stock}
          own={own}
          noteId={noteId}
          waiting={waiting}
          beforeAdd={beforeAdd}
        />
        <Wishlist productId={productId} own={own} noteId={noteId} />
      </Box>
      {own && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {CART_MSG.ownProductNote}
        </Typography>
      )}
    </Box>
  );
}
