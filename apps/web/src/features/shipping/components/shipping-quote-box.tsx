import {
  arrivesText,
  formatMoney,
  SHIPPING_MSG as M,
  PROVINCE_CODES,
  PROVINCES,
  pickupFromText,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/native-select-field';
import { isApiError } from '../../../lib/api-client';
import { useShippingQuote } from '../api/shipping';

/**
 * A product's shipping, under its buttons: home delivery's price to the buyer's default address
 * (or to the postal code a guest types in 'Calcular envío'), 'Envío gratis' when it applies,
 * 'Retiro en persona' when offered, and when it arrives in the shop's business days.
 */
export function ShippingQuoteBox({ productId }: { productId: number }) {
  const [to, setTo] = useState<{ province?: string; postalCode?: string }>({});
  const [editing, setEditing] = useState(false);
  const [province, setProvince] = useState<string>('C');
  const [postalCode, setPostalCode] = useState('');
  const quote = useShippingQuote(productId, to);
  const data = quote.data;
  const fieldError = isApiError(quote.error) ? quote.error.fieldMessage('postalCode') : undefined;
  const showForm = editing || (data && !data.destination && data.home === null && !data.pickup);

  return (
    <Box
      component="section"
      aria-label={M.quoteTitle}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack spacing={0.75}>
        {data?.home && (
          <>
            <Typography sx={{ fontWeight: 600, color: data.home.free ? 'success.dark' : 'text.primary' }}>
              {data.home.free ? M.free : M.homeCost(formatMoney(data.home.costCents))}
            </Typography>
            <Typography variant="body2">{arrivesText(data.home.window.from, data.home.window.to)}</Typography>
          </>
        )}
        {data?.pickup && (
          <Typography variant="body2">
            {M.pickupFree} · {pickupFromText(data.pickup.window.from)}
          </Typography>
        )}
        {data && !data.home && data.destination && !data.pickup && (
          <Typography variant="body2">{M.noHomeDelivery}</Typography>
        )}
        {data?.freeFromCents != null && !data.home?.free && (
          <Typography variant="body2" color="text.secondary">
            {`${M.freeFrom} ${formatMoney(data.freeFromCents)}`}
          </Typography>
        )}
        {data?.destination && !editing && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {M.toAddress(`CP ${data.destination.postalCode}`)}
            </Typography>
            <Button size="small" onClick={() => setEditing(true)}>
              {M.change}
            </Button>
          </Stack>
        )}
        {!data?.destination && !editing && (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
            {M.calculate}
          </Button>
        )}
        {(showForm || editing) && (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              setTo({ province, postalCode: postalCode.trim().toUpperCase() });
              setEditing(false);
            }}
          >
            <NativeSelectField label={M.yourProvince} value={province} onChange={setProvince}>
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {PROVINCES[code]}
                </option>
              ))}
            </NativeSelectField>
            <TextField
              size="small"
              label={M.yourPostalCode}
              value={postalCode}
              onChange={(e) => setPostalCode(e.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError}
              slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'postal-code' } }}
            />
            <Button type="submit" variant="outlined">
              {M.calculate}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
