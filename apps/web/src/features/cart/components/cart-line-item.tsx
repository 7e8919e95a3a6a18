import { boughtName, CART_MSG, formatMoney } from '@bazar/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ProductListRow } from '../../../components/product-list-row';
import { ProductPrice } from '../../../components/product-price';
import { VariantLabel } from '../../../components/variant-label';
import type { CartLine } from '../types';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onCapped: (max: number) => void;
  onRemove: () => void;
}

export function stockText(stock: number): string {
  if (stock <= 0) return CART_MSG.noStock;
  return stock === 1 ? '1 disponible' : `${stock} disponibles`;
}

export function CartLineItem({ line, busy, onQuantity, onCapped, onRemove }: CartLineItemProps) {
  // Two sizes of one shoe are two lines: their controls are told apart by the variant.
  const named = boughtName(line.name, line.variantLabel);
  return (
    <ProductListRow
      nameId={`cart-line-${line.id}-name`}
      name={line.name}
      image={line.thumbs[0] ?? line.image[0]}
      discount={line.discount}
      dimmed={!line.available}
      details={
        <>
          <VariantLabel label={line.variantLabel} />
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
        </>
      }
      actions={
        <>
          <QuantityStepper
            label={`Cantidad de ${named}`}
            value={line.quantity}
            max={Math.max(line.stock, 1)}
            disabled={busy || !line.available}
            onChange={onQuantity}
            onCapped={onCapped}
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
            aria-label={`Eliminar ${named}`}
          >
            Eliminar
          </Button>
        </>
      }
    />
  );
}
