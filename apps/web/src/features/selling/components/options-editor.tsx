import { COMMON_OPTIONS, VARIANT_FORM, VARIANT_LIMITS } from '@bazar/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useId, useState } from 'react';
import type { OptionRow } from '../variant-rows';

/** What is wrong with one option, as the schema says it. */
export interface OptionErrors {
  name?: string | undefined;
  values?: string | undefined;
}

interface OptionsEditorProps {
  value: OptionRow[];
  onChange: (options: OptionRow[]) => void;
  errorOf: (index: number) => OptionErrors;
}

/** Up to three options ('Talle', 'Color' or the seller's own), each with its values as chips. */
export function OptionsEditor({ value, onChange, errorOf }: OptionsEditorProps) {
  const set = (index: number, option: OptionRow) => onChange(value.map((o, i) => (i === index ? option : o)));
  const unused = COMMON_OPTIONS.filter(
    (name) => !value.some((o) => o.name.trim().toLocaleLowerCase('es') === name.toLocaleLowerCase('es')),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {value.map((option, index) => (
        <OptionEditor
          // Options are only appended and removed; their position is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: an option has no id of its own
          key={index}
          option={option}
          suggestions={unused}
          errors={errorOf(index)}
          onChange={(next) => set(index, next)}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={value.length >= VARIANT_LIMITS.options}
          onClick={() => onChange([...value, { name: '', values: [] }])}
        >
          {VARIANT_FORM.addOption}
        </Button>
      </Box>
    </Box>
  );
}

interface OptionEditorProps {
  option: OptionRow;
  suggestions: readonly string[];
  errors: OptionErrors;
  onChange: (option: OptionRow) => void;
  onRemove: () => void;
}

function OptionEditor({ option, suggestions, errors, onChange, onRemove }: OptionEditorProps) {
  const listId = useId();
  const [typing, setTyping] = useState('');
  // 'Enter' adds what was typed; '38, 39' adds both; a value already there is not added twice.
  const add = () => {
    const typed = typing
      .split(',')
      .map((v) => v.trim())
      .filter(
        (v) => v && !option.values.some((x) => x.toLocaleLowerCase('es') === v.toLocaleLowerCase('es')),
      );
    setTyping('');
    if (typed.length > 0) onChange({ ...option, values: [...option.values, ...new Set(typed)] });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Box
      role="group"
      aria-label={option.name || VARIANT_FORM.optionName}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(160px, 1fr) 2fr auto' },
        alignItems: 'start',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Box>
        <TextField
          label={VARIANT_FORM.optionName}
          size="small"
          fullWidth
          value={option.name}
          onChange={(e) => onChange({ ...option, name: e.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { list: listId, maxLength: 40 } }}
        />
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {!option.name.trim() && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
            {suggestions.map((name) => (
              <Chip key={name} size="small" label={name} onClick={() => onChange({ ...option, name })} />
            ))}
          </Box>
        )}
      </Box>
      <IconButton
        aria-label={VARIANT_FORM.removeOption(option.name)}
        onClick={onRemove}
        sx={{ gridColumn: { xs: 2, sm: 3 }, gridRow: 1 }}
      >
        <DeleteIcon />
      </IconButton>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 2 }, gridRow: { sm: 1 } }}>
        <TextField
          label={VARIANT_FORM.optionValues}
          size="small"
          fullWidth
          value={typing}
          onChange={(e) => setTyping(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          error={Boolean(errors.values)}
          helperText={errors.values ?? VARIANT_FORM.valuesHint}
        />
        {option.values.length > 0 && (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {option.values.map((value) => (
              <li key={value}>
                <Chip
                  label={value}
                  onDelete={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
                  aria-label={VARIANT_FORM.removeValue(value)}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
