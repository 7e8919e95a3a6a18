import Typography from '@mui/material/Typography';

/**
 * What of a product a line holds, under its name: 'Talle 42 · Negro' in the cart, 'Talle: 42 ·
 * Color: Negro' on what was bought (decision record 0031). Nothing for a product without options.
 */
export function VariantLabel({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      data-testid="variant-label"
      sx={{ display: 'block', fontWeight: 400 }}
    >
      {label}
    </Typography>
  );
}
