import { type ProductOption, type ProductVariant, VARIANT_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId } from 'react';
import { type Choice, type ValueState, valueState } from '../variant-choice';

interface VariantPickerProps {
  options: ProductOption[];
  variants: ProductVariant[];
  choice: Choice;
  onChoose: (index: number, value: string | undefined) => void;
  /** 'Elige un talle' after 'Agregar al carrito' without a complete choice; null otherwise. */
  message: string | null;
}

/**
 * A product's options, each a radio group of buttons ('Talle': 38 … 45). A value that cannot be
 * bought with the others chosen is struck through, off, and named 'sin stock'. Pressing the chosen
 * value again takes it back, so a choice never locks the others.
 */
export function VariantPicker({ options, variants, choice, onChoose, message }: VariantPickerProps) {
  const messageId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {options.map((option, index) => (
        <OptionGroup
          key={option.name}
          option={option}
          chosen={choice[index]}
          stateOf={(value) => valueState(variants, choice, index, value)}
          onChoose={(value) => onChoose(index, value)}
          messageId={messageId}
        />
      ))}
      <Typography
        id={messageId}
        aria-live="polite"
        variant="body2"
        sx={{ color: 'error.main', fontWeight: 600, minHeight: '1.5em' }}
      >
        {message}
      </Typography>
    </Box>
  );
}

interface OptionGroupProps {
  option: ProductOption;
  chosen: string | undefined;
  stateOf: (value: string) => ValueState;
  onChoose: (value: string | undefined) => void;
  messageId: string;
}

function OptionGroup({ option, chosen, stateOf, onChoose, messageId }: OptionGroupProps) {
  const labelId = useId();
  const states = option.values.map((value) => ({ value, state: stateOf(value) }));
  // The chosen value can still be pressed (to take it back), even when it cannot be bought.
  const enabled = states.filter(({ value, state }) => state === 'available' || value === chosen);
  const tabStop = chosen ?? enabled[0]?.value;

  // Arrows move between the values that can be chosen, choosing as they go (a radio group).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const at = enabled.findIndex(({ value }) => value === chosen);
    const from = at === -1 ? (step > 0 ? -1 : 0) : at;
    const next = enabled[(from + step + enabled.length) % enabled.length];
    if (!next) return;
    onChoose(next.value);
    const group = event.currentTarget;
    requestAnimationFrame(() =>
      group.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus(),
    );
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.75 }}>
        <Box component="span" id={labelId} sx={{ fontWeight: 600 }}>
          {option.name}
        </Box>
        {chosen !== undefined && `: ${chosen}`}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {states.map(({ value, state }) => {
          const selected = value === chosen;
          const off = state !== 'available';
          return (
            <Button
              key={value}
              variant={selected ? 'contained' : 'outlined'}
              color={selected ? 'primary' : 'inherit'}
              disableElevation
              size="small"
              role="radio"
              aria-checked={selected}
              aria-label={off ? VARIANT_MSG.valueUnavailable(value) : undefined}
              data-value={value}
              tabIndex={value === tabStop ? 0 : -1}
              disabled={off && !selected}
              onClick={() => onChoose(selected ? undefined : value)}
              sx={{
                minWidth: 48,
                px: 1.5,
                textTransform: 'none',
                fontWeight: 600,
                textDecoration: off ? 'line-through' : 'none',
                borderColor: selected ? undefined : 'grey.400',
              }}
            >
              {value}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
