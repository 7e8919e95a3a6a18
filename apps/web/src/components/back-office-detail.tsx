import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../lib/api-client';
import { RouteFallback } from './route-fallback';

/** A detail screen's place-holder: the spinner while its query is pending, its message once it failed. */
export function DetailQueryState({ query }: { query: { isPending: boolean; error: unknown } }) {
  if (query.isPending) return <RouteFallback />;
  return (
    <Alert severity="error">{isApiError(query.error) ? query.error.message : 'Error de conexión.'}</Alert>
  );
}

/**
 * A back office detail: the way back to its list, then a card headed by the item's name. What
 * follows the card (an edit form, the confirmation dialog) goes in `after`.
 */
export function BackOfficeDetail(props: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={props.back.to}>
        {props.back.label}
      </Link>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
            {props.title}
          </Typography>
          {props.children}
        </CardContent>
      </Card>
      {props.after}
    </Stack>
  );
}

/** The item's facts as a two-column description list. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function DetailField({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
