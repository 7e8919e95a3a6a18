import { webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The question's product on the seller's and the back office's screens: its thumbnail and linked name. */
export function ProductLink({ product }: { product: { id: number; name: string; thumb: string | null } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {product.thumb ? (
        <Box
          component="img"
          src={product.thumb}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          sx={{
            width: 48,
            height: 48,
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
            bgcolor: '#eef0f3',
          }}
        />
      ) : (
        <Box sx={{ width: 48, height: 48, borderRadius: 1, flexShrink: 0, bgcolor: '#eef0f3' }} />
      )}
      <Link
        component={RouterLink}
        to={webPath('product', { id: product.id })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {product.name}
      </Link>
    </Box>
  );
}
