import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

export interface TimedMessage {
  text: string;
  severity: 'success' | 'error';
}

/** A message dialog that closes itself (errors after 1000 ms, successes after 1500 ms). */
export function TimedDialog({ message, onDone }: { message: TimedMessage | null; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => done.current(), message.severity === 'error' ? 1000 : 1500);
    return () => window.clearTimeout(timer);
  }, [message]);

  const Icon = message?.severity === 'error' ? ErrorOutlineIcon : CheckCircleOutlineIcon;
  return (
    <Dialog open={message !== null} onClose={onDone} aria-labelledby="timed-dialog-text">
      <DialogContent sx={{ textAlign: 'center', px: 5, py: 3 }}>
        <Icon color={message?.severity === 'error' ? 'error' : 'success'} sx={{ fontSize: 56 }} />
        <Typography id="timed-dialog-text" variant="h6" component="p" sx={{ mt: 1 }}>
          {message?.text}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
