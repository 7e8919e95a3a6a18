import { isSort, SORT_LABELS, SORTS, type Sort } from '@bazar/shared';
import TextField from '@mui/material/TextField';

interface SortSelectProps {
  value: Sort;
  onChange: (sort: Sort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Ordenar por"
      value={value}
      onChange={(e) => {
        if (isSort(e.target.value)) onChange(e.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: 0, sm: 200 } }}
    >
      {SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </TextField>
  );
}
