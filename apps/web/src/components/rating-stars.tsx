import { formatNumberEsAr } from '@bazar/shared';
import Box from '@mui/material/Box';

const STARS = '★★★★★';

/**
 * A read-only average as five stars, filled to the tenth. MUI's Rating does the same with an
 * input's machinery (about 2.5 kB gzip) that a card on the storefront's first load never uses.
 */
export function RatingStars({ value, size = '1.1rem' }: { value: number; size?: string }) {
  // Named as MUI's Rating names its stars in Spanish (the product page's), so both read alike.
  const label = `${formatNumberEsAr(value, 1)} Estrella${value === 1 ? '' : 's'}`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ position: 'relative', display: 'inline-block', fontSize: size, lineHeight: 1, color: '#bdbdbd' }}
    >
      {STARS}
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          width: `${(Math.max(0, Math.min(5, value)) / 5) * 100}%`,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: '#faaf00',
        }}
      >
        {STARS}
      </Box>
    </Box>
  );
}
