import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined native `<select>` with a floating label: what `<TextField select>` with
 * `native` renders, built from its parts. TextField imports `Select`, whose non-native menu
 * (Menu, Popover, Modal, focus trap) would otherwise ride along on every page that shows one.
 */
export function NativeSelectField({ label, value, onChange, children, sx }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
