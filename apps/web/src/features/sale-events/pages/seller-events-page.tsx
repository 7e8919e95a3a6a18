import { formatMoney, SALE_EVENT_MSG as M, type SellerSaleEventList, webPath } from '@bazar/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountPage, EmptyMessage } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useEnrol, useMySaleEvents, useOwnActiveProducts, useWithdraw } from '../api/sale-events';

type OpenEvent = SellerSaleEventList['events'][number];

/** /eventos: the events open for enrolment, the seller's products in each, and a way to enrol one. */
export function SellerEventsPage() {
  useDocumentTitle(M.sellerTitle);
  const events = useMySaleEvents();
  const list = events.data?.events ?? [];
  return (
    <AccountPage title={M.sellerTitle} error={events.error}>
      <Typography sx={{ mb: 2 }}>{M.sellerIntro}</Typography>
      {events.isSuccess && list.length === 0 ? (
        <EmptyMessage>{M.noneOpen}</EmptyMessage>
      ) : (
        <Stack spacing={2}>
          {list.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
    </AccountPage>
  );
}

function EventCard({ event }: { event: OpenEvent }) {
  const withdraw = useWithdraw();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = `evento-${event.id}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            <Link component={RouterLink} to={webPath('saleEvent', { slug: event.slug })}>
              {event.name}
            </Link>
          </Typography>
          <Chip
            size="small"
            label={M.status[event.status]}
            color={event.status === 'running' ? 'success' : 'default'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {M.days(event.startsOn, event.endsOn)} · {M.minimum(event.minDiscount)}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
          {M.enrolled}
        </Typography>
        {event.enrolments.length === 0 ? (
          <Typography variant="body2">{M.noneEnrolled}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {event.enrolments.map((e) => (
              <Stack
                component="li"
                key={e.productId}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography variant="body2">
                  {e.name} · {e.discount}% · {formatMoney(e.eventPriceCents)}
                </Typography>
                {event.status === 'upcoming' && (
                  <Button
                    size="small"
                    disabled={withdraw.isPending}
                    aria-label={`${M.withdraw} ${e.name}`}
                    onClick={() =>
                      withdraw.mutate(
                        { eventId: event.id, productId: e.productId },
                        { onSuccess: () => enqueueSnackbar(M.withdrawn, { variant: 'success' }) },
                      )
                    }
                  >
                    {M.withdraw}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        <EnrolForm event={event} />
      </CardContent>
    </Card>
  );
}

type Choice = { id: number; name: string };

/** 'Inscribir un producto': one of the seller's active products, found by name, and its discount. */
function EnrolForm({ event }: { event: OpenEvent }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [discount, setDiscount] = useState(String(event.minDiscount));
  const products = useOwnActiveProducts(search);
  const enrol = useEnrol();
  const { enqueueSnackbar } = useSnackbar();
  const refusal = isApiError(enrol.error) ? enrol.error : null;
  const fieldError = (param: string) => refusal?.fieldMessage(param);
  const general =
    refusal && !refusal.fieldMessage('productId') && !refusal.fieldMessage('discount')
      ? refusal.message
      : null;
  const submit = async () => {
    const done = await enrol
      .mutateAsync({ eventId: event.id, productId: chosen?.id ?? 0, discount })
      .catch(() => null);
    if (!done) return;
    enqueueSnackbar(M.enrolDone, { variant: 'success' });
    setChosen(null);
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      sx={{ mt: 2, maxWidth: 520 }}
      aria-label={M.enrolTitle(event.name)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {M.enrol}
      </Typography>
      <Autocomplete
        options={products.data ?? []}
        value={chosen}
        onChange={(_, next) => setChosen(next)}
        onInputChange={(_, text) => setSearch(text)}
        getOptionLabel={(p) => p.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        noOptionsText={M.noProducts}
        renderInput={(params) => (
          <TextField
            {...params}
            label={M.searchProduct}
            error={Boolean(fieldError('productId'))}
            helperText={fieldError('productId') ?? ' '}
          />
        )}
      />
      <TextField
        label={M.discount}
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        error={Boolean(fieldError('discount'))}
        helperText={fieldError('discount') ?? M.minimum(event.minDiscount)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      {general && (
        <Typography role="alert" color="error" variant="body2">
          {general}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={enrol.isPending} sx={{ alignSelf: 'flex-start' }}>
        {M.enrol}
      </Button>
    </Stack>
  );
}
