import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouteFallback } from './route-fallback';

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

/** What an empty list says instead of its cards, announced to screen readers. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Typography
      role="status"
      sx={{ py: 6, textAlign: 'center', color: 'text.secondary', fontSize: '1.1rem' }}
    >
      {children}
    </Typography>
  );
}

interface CardListProps {
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  /** Shown instead of the list when it has no cards (null: the list has some). */
  empty: string | null;
  children: ReactNode;
}

/** A person's cards (cart lines, wish list, products to rate): a spinner, the empty message, or the list. */
export function CardList({ label, loading, empty, children }: CardListProps) {
  if (loading) return <RouteFallback />;
  if (empty !== null) return <EmptyMessage>{empty}</EmptyMessage>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {children}
    </Box>
  );
}
