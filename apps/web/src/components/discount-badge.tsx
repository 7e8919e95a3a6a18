import Chip from '@mui/material/Chip';

export function DiscountBadge({ discount }: { discount: number }) {
  if (discount <= 0) return null;
  return <Chip label={`-${discount}%`} size="small" color="secondary" sx={{ fontWeight: 700 }} />;
}
