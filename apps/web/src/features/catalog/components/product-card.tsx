import { MSG, type ProductSummary } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DiscountBadge } from '../../../components/discount-badge';
import { ProductPrice } from '../../../components/product-price';
import { useAddToCart } from '../../cart';

export const THUMB_SIZE = 400;

interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads: the home keeps it as `?product=<id>` so the modal opens over the list. */
  to: string;
  /** History state for the link, e.g. to know the modal was opened from the list. */
  state?: unknown;
}

export function ProductCard({ product, to, state }: ProductCardProps) {
  const soldOut = product.stock <= 0;
  const titleId = `product-${product.id}-name`;
  const cart = useAddToCart();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        state={state}
        preventScrollReset
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', bgcolor: '#eef0f3' }}>
          <Box
            component="img"
            src={product.thumbs[0] ?? product.image[0]}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
              display: 'block',
              opacity: soldOut ? 0.6 : 1,
            }}
          />
          <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
            <DiscountBadge discount={product.discount} />
            {soldOut && (
              <Chip label={MSG.notAvailable} size="small" sx={{ bgcolor: 'grey.800', color: '#fff' }} />
            )}
          </Box>
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {product.brand}
          </Typography>
          {product.rating.count > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Rating value={product.rating.average} precision={0.1} readOnly size="small" />
              <Typography variant="caption" color="text.secondary">
                ({product.rating.count})
              </Typography>
            </Box>
          )}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <ProductPrice
              priceCents={product.priceCents}
              finalPriceCents={product.finalPriceCents}
              discount={product.discount}
            />
          </Box>
        </CardContent>
      </CardActionArea>
      {!soldOut && (
        // Beside the link, not inside it: adding to the cart does not open the modal.
        <IconButton
          aria-label="Agregar al carrito"
          size="small"
          color="primary"
          disabled={cart.isPending}
          onClick={() => cart.add(product.id, product.stock)}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <AddShoppingCartIcon fontSize="small" />
        </IconButton>
      )}
    </Card>
  );
}
