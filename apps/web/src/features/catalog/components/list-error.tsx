import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The list failed to load: a chunk of its own, fetched only then. */
export default function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
