import { SALE_EVENT_MSG as M, type SaleEventBodyInput, shopDay, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { readShopTimeZone } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { uploadImage } from '../../../lib/upload-image';
import { useAdminSaleEvents, useCreateSaleEvent } from '../api/sale-events';

/** /admin/eventos: the shop's sale events and the form to create one. */
export function AdminEventsPage() {
  useDocumentTitle(M.adminTitle);
  const events = useAdminSaleEvents();
  const list = events.data?.events ?? [];
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {M.adminTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.adminIntro}
      </Typography>
      <EventForm />
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 4, mb: 1 }}>
        {M.list}
      </Typography>
      {events.isSuccess && list.length === 0 ? (
        <Typography>{M.none}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, listStyle: 'none' }} aria-label={M.list}>
          {list.map((e) => (
            <li key={e.id}>
              <Link component={RouterLink} to={webPath('saleEvent', { slug: e.slug })}>
                {e.name}
              </Link>{' '}
              · {M.status[e.status]} · {M.days(e.startsOn, e.endsOn)} · {M.minimum(e.minDiscount)} ·{' '}
              {M.enrolled}: {e.products}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function EventForm() {
  const today = shopDay(new Date(), readShopTimeZone());
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(today);
  const [minDiscount, setMinDiscount] = useState('15');
  const [bannerUrl, setBannerUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const create = useCreateSaleEvent();
  const { enqueueSnackbar } = useSnackbar();
  const refusal = isApiError(create.error) ? create.error : null;
  const field = (param: string, hint = ' ') => ({
    error: Boolean(refusal?.fieldMessage(param)),
    helperText: refusal?.fieldMessage(param) ?? hint,
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const image = await uploadImage(file, () => {}).catch(() => null);
    setUploading(false);
    if (image) setBannerUrl(image.secure_url);
  };
  const submit = async () => {
    const body: SaleEventBodyInput = { name, slug, startsOn, endsOn, bannerUrl, minDiscount };
    const created = await create.mutateAsync(body).catch(() => null);
    if (!created) return;
    enqueueSnackbar(M.created, { variant: 'success' });
    setName('');
    setSlug('');
    setBannerUrl('');
  };
  const bannerError = refusal?.fieldMessage('bannerUrl');

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      sx={{ maxWidth: 560 }}
      aria-label={M.create}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label={M.name} value={name} onChange={(e) => setName(e.target.value)} {...field('name')} />
      <TextField
        label={M.slug}
        value={slug}
        onChange={(e) => setSlug(e.target.value.toLowerCase())}
        {...field('slug', M.slugHint)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          type="date"
          label={M.startsOn}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
          {...field('startsOn', M.daysHint)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={M.endsOn}
          value={endsOn}
          onChange={(e) => setEndsOn(e.target.value)}
          {...field('endsOn')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label={M.minDiscount}
        value={minDiscount}
        onChange={(e) => setMinDiscount(e.target.value)}
        {...field('minDiscount')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      <Box>
        <Typography component="span" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          {M.banner}
        </Typography>
        <Button component="label" variant="outlined" disabled={uploading}>
          {M.bannerUpload}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={M.banner}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Button>
        {bannerUrl && (
          <Box
            component="img"
            src={bannerUrl}
            alt={M.banner}
            sx={{ display: 'block', mt: 1, maxWidth: 320, borderRadius: 1 }}
          />
        )}
        <Typography
          variant="caption"
          color={bannerError ? 'error' : 'text.secondary'}
          sx={{ display: 'block' }}
        >
          {bannerError ?? ' '}
        </Typography>
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending || uploading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {M.create}
      </Button>
    </Stack>
  );
}
