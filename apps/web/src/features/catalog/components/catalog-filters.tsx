import type { Sort } from '@bazar/shared';
import { lazy, Suspense } from 'react';
import type { HomeQuery } from '../search-params';
import { CategoryFilter } from './category-filter';
import { SortSelect } from './sort-select';

export interface CatalogFiltersProps {
  category: string;
  sort: Sort;
  onCategory: (category: string) => void;
  onSort: (sort: Sort) => void;
}

/** The toolbar's two selects: a chunk of their own (MUI's form controls), fetched beside the list. */
export default function CatalogFilters({ category, sort, onCategory, onSort }: CatalogFiltersProps) {
  return (
    <>
      <CategoryFilter value={category} onChange={onCategory} />
      <SortSelect value={sort} onChange={onSort} />
    </>
  );
}

const FilterColumn = lazy(() => import('../filters/filter-column'));

/** The filter column (filters/filter-column.tsx), fetched from here when a search or a category shows. */
export function LazyFilterColumn({ query }: { query: HomeQuery }) {
  return (
    <Suspense fallback={null}>
      <FilterColumn query={query} />
    </Suspense>
  );
}
