import { formatMoney } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

interface ProductPriceProps {
  priceCents: number;
  finalPriceCents: number;
  discount: number;
  size?: 'medium' | 'large';
}

/** The list price struck through beside what the buyer pays, when there is a discount. */
export function ProductPrice({ priceCents, finalPriceCents, discount, size = 'medium' }: ProductPriceProps) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      {discount > 0 && (
        <Typography component="del" sx={{ color: 'text.secondary', fontSize: large ? '1rem' : '0.875rem' }}>
          <Box component="span" sx={visuallyHidden}>
            Precio anterior:{' '}
          </Box>
          {formatMoney(priceCents)}
        </Typography>
      )}
      <Typography
        component="span"
        data-testid="final-price"
        sx={{ fontWeight: 700, fontSize: large ? '1.6rem' : '1.15rem', color: 'text.primary' }}
      >
        {formatMoney(finalPriceCents)}
      </Typography>
    </Box>
  );
}
