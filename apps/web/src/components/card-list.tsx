import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouteFallback } from './route-fallback';

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
