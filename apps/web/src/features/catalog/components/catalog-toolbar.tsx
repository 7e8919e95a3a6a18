import type { Sort } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { totalLabel } from '../total-label';

// The selects' form controls (MUI Select, Menu, Popover, InputBase) load beside the product list
// instead of before it: the home asks for this chunk when it asks for the products.
const CatalogFilters = lazy(() => import('./catalog-filters'));

export function preloadCatalogFilters() {
  void import('./catalog-filters');
}

/** The height of a small outlined select: the placeholder keeps the toolbar from growing later. */
const SELECT_HEIGHT = 40;

interface CatalogToolbarProps {
  name: string;
  category: string;
  sort: Sort;
  total: number | undefined;
  /** The search matched more than `total` products (the count stops there). */
  totalCapped?: boolean | undefined;
  /** h1 when a search or a category names the page (the banner's title then steps aside). */
  headingLevel: 'h1' | 'h2';
  onCategory: (category: string) => void;
  onSort: (sort: Sort) => void;
  /** 'En oferta' is on: the list is the shop's sale. */
  onSale?: boolean | undefined;
}

/** The list's title: the search, else the category; 'Ofertas' for the sale (the banner's link). */
export function listHeading(name: string, category: string, onSale = false): string {
  if (name) return `Resultados para “${name}”`;
  if (onSale) return category ? `Ofertas en ${category}` : 'Ofertas';
  return category || 'Productos';
}

export function CatalogToolbar({
  name,
  category,
  onSale = false,
  sort,
  total,
  totalCapped = false,
  headingLevel,
  onCategory,
  onSort,
}: CatalogToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        my: 3,
      }}
    >
      <Box>
        <Typography variant="h2" component={headingLevel}>
          {listHeading(name, category, onSale)}
        </Typography>
        {total !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {totalLabel(total, totalCapped)}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto auto' },
          gap: 1.5,
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        <Suspense fallback={<Box sx={{ height: SELECT_HEIGHT, minWidth: { sm: 360 } }} />}>
          <CatalogFilters category={category} sort={sort} onCategory={onCategory} onSort={onSort} />
        </Suspense>
      </Box>
    </Box>
  );
}
