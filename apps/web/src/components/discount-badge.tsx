import Box from '@mui/material/Box';

/**
 * A small pill like MUI's Chip (size small, secondary), drawn with a span: the storefront's
 * cards are on the first load and Chip's machinery (delete icon, clicks) costs ~2.5 kB gzip.
 */
export const badgeSx = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: 4,
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;

export function DiscountBadge({ discount }: { discount: number }) {
  if (discount <= 0) return null;
  return (
    <Box component="span" sx={{ ...badgeSx, bgcolor: 'secondary.main', color: '#fff', fontWeight: 700 }}>
      -{discount}%
    </Box>
  );
}
