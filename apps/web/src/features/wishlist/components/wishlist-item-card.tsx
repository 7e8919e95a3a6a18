import { optionsSummaryText, WISHLIST_MSG, webPath } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ProductListRow } from '../../../components/product-list-row';
import { ProductPrice } from '../../../components/product-price';
import type { WishlistItem } from '../types';

interface WishlistItemCardProps {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onMoveToCart: () => void;
}

export function WishlistItemCard({ item, busy, onRemove, onMoveToCart }: WishlistItemCardProps) {
  const available = item.active && item.stock > 0;
  // Sizes or colours: the buyer chooses on the product's page before it goes to the cart.
  const comesIn = optionsSummaryText(item.optionsSummary);
  return (
    <ProductListRow
      nameId={`wish-${item.id}-name`}
      name={item.name}
      image={item.thumbs[0] ?? item.image[0]}
      discount={item.discount}
      details={
        <>
          <ProductPrice
            priceCents={item.priceCents}
            finalPriceCents={item.finalPriceCents}
            discount={item.discount}
          />
          <Typography
            variant="body2"
            sx={{ color: available ? 'success.dark' : 'error.main', fontWeight: 500 }}
          >
            {available ? `Stock: ${item.stock}` : 'Sin disponibilidad'}
          </Typography>
          {comesIn && (
            <Typography variant="body2" color="text.secondary">
              {comesIn}
            </Typography>
          )}
        </>
      }
      actions={
        <>
          {comesIn ? (
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={webPath('product', { id: item.productId })}
              disabled={!available}
            >
              {WISHLIST_MSG.seeOptions}
            </Button>
          ) : (
            <Button
              size="small"
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              disabled={busy || !available}
              onClick={onMoveToCart}
            >
              Mover al carrito
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={onRemove}
          >
            Eliminar
          </Button>
        </>
      }
    />
  );
}
