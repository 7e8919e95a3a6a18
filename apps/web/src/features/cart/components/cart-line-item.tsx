import { CART_MSG, formatMoney } from '@bazar/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DiscountBadge } from '../../../components/discount-badge';
import { ProductPrice } from '../../../components/product-price';
import type { CartLine } from '../types';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function stockText(stock: number): string {
  if (stock <= 0) return CART_MSG.noStock;
  return stock === 1 ? '1 disponible' : `${stock} disponibles`;
}

export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineItemProps) {
  const nameId = `cart-line-${line.id}-name`;
  const image = line.thumbs[0] ?? line.image[0];
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
        opacity: line.available ? 1 : 0.75,
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={image}
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
            filter: line.available ? 'none' : 'grayscale(1)',
          }}
        />
        <Box sx={{ position: 'absolute', top: 4, left: 4 }}>
          <DiscountBadge discount={line.discount} />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {line.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: line.stock > 0 ? 'success.dark' : 'error.main', fontWeight: 500 }}
        >
          {stockText(line.stock)}
        </Typography>
        {!line.active && <Chip label="Producto no disponible" size="small" sx={{ alignSelf: 'start' }} />}
        <ProductPrice
          priceCents={line.priceCents}
          finalPriceCents={line.finalPriceCents}
          discount={line.discount}
        />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <QuantityStepper
          label={`Cantidad de ${line.name}`}
          value={line.quantity}
          max={Math.max(line.stock, 1)}
          disabled={busy || !line.available}
          onChange={onQuantity}
        />
        <Typography sx={{ fontWeight: 700 }}>
          {line.available ? (
            <>
              Subtotal:{' '}
              <Box component="span" data-testid="line-total">
                {formatMoney(line.lineTotalCents)}
              </Box>
            </>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              No se incluye en el total
            </Box>
          )}
        </Typography>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onRemove}
          disabled={busy}
          aria-label={`Eliminar ${line.name}`}
        >
          Eliminar
        </Button>
      </Box>
    </Paper>
  );
}
