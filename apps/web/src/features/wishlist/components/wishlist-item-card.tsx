import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DiscountBadge } from '../../../components/discount-badge';
import { ProductPrice } from '../../../components/product-price';
import type { WishlistItem } from '../types';

interface WishlistItemCardProps {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onMoveToCart: () => void;
}

export function WishlistItemCard({ item, busy, onRemove, onMoveToCart }: WishlistItemCardProps) {
  const nameId = `wish-${item.id}-name`;
  const available = item.active && item.stock > 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '96px minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={item.thumbs[0] ?? item.image[0]}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: '#eef0f3',
            display: 'block',
          }}
        />
        <Box sx={{ position: 'absolute', top: 4, left: 4 }}>
          <DiscountBadge discount={item.discount} />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {item.name}
        </Typography>
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
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Button
          size="small"
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={busy || !available}
          onClick={onMoveToCart}
        >
          Agregar al carrito
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={onRemove}
        >
          Eliminar
        </Button>
      </Box>
    </Paper>
  );
}
