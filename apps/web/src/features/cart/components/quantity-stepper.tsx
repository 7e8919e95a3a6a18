import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';

interface QuantityStepperProps {
  value: number;
  /** The stock: the highest quantity allowed (an integer from 1 to stock). */
  max: number;
  onChange: (quantity: number) => void;
  /** A typed quantity above the stock was lowered to it: the screen says so. */
  onCapped?: (max: number) => void;
  disabled?: boolean;
  label: string;
}

/**
 * − / number / +. A typed value above the stock becomes the stock (and `onCapped` is told, so the
 * buyer learns why); one below 1 or not an integer reverts to the current one.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  onCapped,
  disabled = false,
  label,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.trim());
    setDraft(null);
    if (!Number.isInteger(typed) || typed < 1) return;
    if (typed > max) onCapped?.(max);
    const quantity = Math.min(typed, max);
    if (quantity !== value) onChange(quantity);
  };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        size="small"
        aria-label="Quitar una unidad"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
        inputProps={{
          'aria-label': 'Cantidad',
          inputMode: 'numeric',
          pattern: '[0-9]*',
          min: 1,
          max,
        }}
        sx={{ width: 44, '& input': { textAlign: 'center', p: 0.5 } }}
      />
      <IconButton
        size="small"
        aria-label="Agregar una unidad"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
