import { SEARCH_MSG as M, type SearchHint } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { writeHomeQuery } from '../search-params';

type Props = { message: string; onRetry: () => void } | { searched: string };

/**
 * What the home says under a list that is not there: its failure, or a search that found
 * nothing. One chunk of its own, fetched only then (the first load carries neither).
 */
export default function ListNote(props: Props) {
  if ('searched' in props) return <NoResultsHint name={props.searched} />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          Reintentar
        </Button>
      }
    >
      {props.message}
    </Alert>
  );
}

const homeWith = (changes: { name?: string; category?: string }) =>
  `/?${writeHomeQuery(new URLSearchParams(), { name: '', category: '', ...changes })}`;

/**
 * Under a search that found nothing: 'Quizás quisiste decir …' with the closest known words,
 * and the categories with most products (GET /api/search/hint). Loaded only when a search
 * comes back empty.
 */
function NoResultsHint({ name }: { name: string }) {
  const hint = useQuery({
    queryKey: ['search-hint', name],
    queryFn: ({ signal }) =>
      apiRequest<SearchHint>(`/api/search/hint?name=${encodeURIComponent(name)}`, { signal }),
    staleTime: 60_000,
  });
  if (!hint.data) return null;
  const { didYouMean, categories } = hint.data;
  return (
    <Box component="section" aria-label={M.noResults(name)} sx={{ textAlign: 'center', pb: 4 }}>
      {didYouMean ? (
        <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>
          {M.didYouMean}{' '}
          <Link component={RouterLink} to={homeWith({ name: didYouMean })} sx={{ fontWeight: 700 }}>
            {didYouMean}
          </Link>
          ?
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {M.tryAgain}
        </Typography>
      )}
      {categories.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {M.tryCategories}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, p: 0, m: 0 }}
          >
            {categories.map((category) => (
              <Box component="li" key={category.id} sx={{ listStyle: 'none' }}>
                <Chip
                  component={RouterLink}
                  to={homeWith({ category: category.name })}
                  label={category.name}
                  clickable
                  variant="outlined"
                />
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
