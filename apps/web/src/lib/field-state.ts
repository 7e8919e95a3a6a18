import type { FieldError } from 'react-hook-form';

/** A text field's error look and message from react-hook-form's error for it. */
export function fieldState(error: FieldError | undefined) {
  return { error: Boolean(error), helperText: error?.message };
}
