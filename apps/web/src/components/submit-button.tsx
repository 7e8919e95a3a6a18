import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  /** The request is under way: show the spinner and refuse a second submit. */
  pending: boolean;
}

/** A form's submit button showing that it is busy while the form is sent. */
export function SubmitButton({
  pending,
  disabled,
  variant = 'contained',
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-label="Cargando" /> : null}
      {...props}
    >
      {children}
    </Button>
  );
}
