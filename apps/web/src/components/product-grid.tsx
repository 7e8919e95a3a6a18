import { HOME_PAGE_SIZE, NO_PRODUCTS, type ProductSummary } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { ProductCardSkeleton } from './product-card-skeleton';
import { useProductViews } from './product-views';

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  linkTo: (product: ProductSummary) => string;
  linkState?: unknown;
  /** True while a newer list is on its way and the one shown is the previous one. */
  stale?: boolean;
}

const SKELETON_KEYS = Array.from({ length: HOME_PAGE_SIZE }, (_, n) => `skeleton-${n}`);

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The products of a list (the home's, a seller's) as cards. The cards' code (Card, the add-to-cart
 * mutation, stars, prices) is a chunk of its own (see ProductViews): the home asks for it at the
 * moment it asks for the products, so both arrive together and neither waits on the first load's
 * scripts.
 */
export function ProductGrid({ products, linkTo, linkState, stale = false }: ProductGridProps) {
  const { Card: ProductCard } = useProductViews();
  if (!products) return <GridPlaceholder />;
  if (products.length === 0) {
    return (
      <Typography
        role="status"
        sx={{ py: 6, textAlign: 'center', color: 'text.secondary', fontSize: '1.1rem' }}
      >
        {NO_PRODUCTS}
      </Typography>
    );
  }
  return (
    <Suspense fallback={<GridPlaceholder />}>
      <Box
        sx={{ ...gridSx, opacity: stale ? 0.55 : 1, transition: 'opacity 150ms' }}
        aria-busy={stale ? 'true' : 'false'}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} to={linkTo(product)} state={linkState} />
        ))}
      </Box>
    </Suspense>
  );
}

function GridPlaceholder() {
  return (
    <Box sx={gridSx} aria-busy="true" aria-label="Cargando productos">
      {SKELETON_KEYS.map((key) => (
        <ProductCardSkeleton key={key} />
      ))}
    </Box>
  );
}
