import { SALE_EVENT_MSG as M } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSaleEventHead } from '../api/sale-events';
import { HomePage } from './home-page';

/**
 * /ofertas/<slug>: a sale event's page. While it runs, its banner and the catalog's listing of its
 * products (the `event` filter, with the category page's filters and counts); before, when it
 * starts; after, that it ended.
 */
export function SaleEventPage() {
  const slug = useParams().slug ?? '';
  const head = useSaleEventHead(slug);
  const event = head.data;
  useDocumentTitle(event?.name ?? M.seeOffers);
  if (head.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {M.seeOffers}
        </Typography>
        <Alert severity="info">{head.error.message}</Alert>
      </Container>
    );
  }
  if (!event) return null;
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            position: 'relative',
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'primary.dark',
            color: '#fff',
            minHeight: 140,
          }}
        >
          <Box
            component="img"
            src={event.bannerUrl}
            alt=""
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <Box sx={{ position: 'relative', p: { xs: 2, sm: 4 }, background: 'rgba(10,20,35,0.6)' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.4rem' }, fontWeight: 800 }}>
              {event.name}
            </Typography>
            <Typography>{M.days(event.startsOn, event.endsOn)}</Typography>
          </Box>
        </Box>
        {event.status === 'upcoming' && (
          <Alert severity="info" sx={{ my: 3 }}>
            {M.startsLater(event.name, event.startsOn)}
          </Alert>
        )}
        {event.status === 'ended' && (
          <Alert severity="info" sx={{ my: 3 }}>
            {M.endedPage(event.name)}
          </Alert>
        )}
      </Container>
      {event.status === 'running' && <HomePage fixedFilters={{ event: event.slug }} title={event.name} />}
    </>
  );
}
