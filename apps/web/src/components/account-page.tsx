import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  /** Buttons at the title's right ('Regresar', 'Vaciar lista'); they wrap under it on a phone. */
  actions?: ReactNode;
  error?: Error | null | undefined;
  maxWidth?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A person's own screen (cart, wish list, reviews, invoices, sales): its h1, then what went wrong. */
export function AccountPage({ title, actions, error, maxWidth = 'md', children }: AccountPageProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 2,
          }}
        >
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {actions}
        </Box>
      ) : (
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {children}
    </Container>
  );
}
