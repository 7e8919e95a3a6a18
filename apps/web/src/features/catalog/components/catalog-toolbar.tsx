import type { Sort } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { totalLabel } from '../total-label';
import { CategoryFilter } from './category-filter';
import { SortSelect } from './sort-select';

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
}

function heading(name: string, category: string): string {
  if (name) return `Resultados para “${name}”`;
  return category || 'Productos';
}

export function CatalogToolbar({
  name,
  category,
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
          {heading(name, category)}
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
        <CategoryFilter value={category} onChange={onCategory} />
        <SortSelect value={sort} onChange={onSort} />
      </Box>
    </Box>
  );
}
