import type { Sort } from '@bazar/shared';
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
