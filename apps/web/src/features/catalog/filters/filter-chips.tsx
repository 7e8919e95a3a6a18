import { FILTER_TEXT } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { FilterChanges, Chip as FilterChip } from './filter-url';
import { CLEAR_ALL } from './filter-url';

interface FilterChipsProps {
  chips: FilterChip[];
  onChange: (changes: FilterChanges) => void;
}

/** The filters on, each removable, and 'Limpiar filtros' to remove them all. */
export function FilterChips({ chips, onChange }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={FILTER_TEXT.applied}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          size="small"
          onDelete={() => onChange(chip.changes)}
          // The chip's delete icon is not a tab stop of its own: the chip is, and Delete removes it.
          aria-label={FILTER_TEXT.remove(chip.label)}
          onClick={() => onChange(chip.changes)}
        />
      ))}
      <Button size="small" onClick={() => onChange(CLEAR_ALL)} sx={{ minHeight: 24, py: 0 }}>
        {FILTER_TEXT.clear}
      </Button>
    </Box>
  );
}
