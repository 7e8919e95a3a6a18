import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';

export interface ConfirmOptions {
  /** A question naming the action and its object: '¿Bannear a juan?'. */
  title: string;
  /** What will happen, and whether it can be undone. */
  text: string;
  /** The action's own word ('Bannear', 'Vaciar lista'), never a bare 'Aceptar'. */
  confirmLabel: string;
  /** Red for what destroys or locks out; the default for the rest. */
  destructive?: boolean;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before a destructive action: `if (await ask({...})) doIt()`. The dialog element goes
 * anywhere in the screen's tree; 'Cancelar' has the focus, so Enter never destroys by accident.
 */
export function useConfirm(): { ask: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  // Kept after closing so the text does not vanish during the exit transition.
  const last = useRef<ConfirmOptions | null>(null);
  const titleId = useId();
  const textId = useId();
  const ask = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        last.current = options;
        setPending({ options, resolve });
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  const options = pending?.options ?? last.current;
  const dialog = (
    <Dialog
      open={pending !== null}
      onClose={() => answer(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{options?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{options?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} autoFocus>
          Cancelar
        </Button>
        <Button
          onClick={() => answer(true)}
          variant="contained"
          color={options?.destructive === false ? 'primary' : 'error'}
        >
          {options?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
