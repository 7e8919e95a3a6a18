import { isSort, SORT_LABELS, SORTS, type Sort } from '@bazar/shared';
import { NativeSelectField } from '../../../components/native-select-field';

interface SortSelectProps {
  value: Sort;
  onChange: (sort: Sort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelectField
      label="Ordenar por"
      value={value}
      onChange={(next) => {
        if (isSort(next)) onChange(next);
      }}
      sx={{ minWidth: { xs: 0, sm: 200 } }}
    >
      {SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </NativeSelectField>
  );
}
