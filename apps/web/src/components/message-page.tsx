import { webPath } from '@bazar/shared';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** A full-page message with a way back home (not found, unknown product…). */
export function MessagePage({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {message}
      </Typography>
      <Button component={RouterLink} to={webPath('home')} variant="contained" sx={{ mt: 2 }}>
        Volver al inicio
      </Button>
    </Container>
  );
}
