import { NativeSelectField } from '../../../components/native-select-field';
import { useCategories } from '../../../lib/categories';

interface CategoryFilterProps {
  value: string;
  onChange: (category: string) => void;
}

/** Filters by category name ('' = 'Todas'); names keep shared links readable. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { data: categories = [] } = useCategories();
  const known = value === '' || categories.some((c) => c.name === value);
  return (
    <NativeSelectField
      label="Categoría"
      value={value}
      onChange={onChange}
      sx={{ minWidth: { xs: 0, sm: 180 } }}
    >
      <option value="">Todas</option>
      {/* A category from a shared link shows even before (or without) the list loading. */}
      {!known && <option value={value}>{value}</option>}
      {categories.map((c) => (
        <option key={c.id} value={c.name}>
          {c.name}
        </option>
      ))}
    </NativeSelectField>
  );
}
