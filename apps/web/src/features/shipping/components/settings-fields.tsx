import { SHIPPING_MSG as M, PROVINCE_CODES, PROVINCES } from '@bazar/shared';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '../../../components/native-select-field';
import type { ApiError } from '../../../lib/api-client';
import type { RateFields, SettingsFields } from '../settings-form';

interface Props {
  value: SettingsFields;
  onChange: (next: SettingsFields) => void;
  error: ApiError | null;
}

const provinceOptions = PROVINCE_CODES.map((code) => (
  <option key={code} value={code}>
    {PROVINCES[code]}
  </option>
));

/** One destination's price and travel days, with the API's message under each field. */
function RateRow({
  label,
  rate,
  onChange,
  param,
  error,
}: {
  label: string;
  rate: RateFields;
  onChange: (rate: RateFields) => void;
  param: string;
  error: ApiError | null;
}) {
  const field = (key: keyof RateFields, text: string, numeric: 'decimal' | 'numeric') => {
    const msg = error?.fieldMessage(`${param}.${key}`);
    return (
      <TextField
        size="small"
        label={text}
        value={rate[key]}
        onChange={(e) => onChange({ ...rate, [key]: e.target.value })}
        error={Boolean(msg)}
        helperText={msg}
        slotProps={{ htmlInput: { inputMode: numeric, 'aria-label': `${label}: ${text}` } }}
        sx={{ flex: 1, minWidth: 110 }}
      />
    );
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {field('price', M.price, 'decimal')}
        {field('minDays', M.minDays, 'numeric')}
        {field('maxDays', M.maxDays, 'numeric')}
      </Stack>
    </Stack>
  );
}

/**
 * The 'Envíos' form's fields: where the seller ships from, how fast they dispatch, pickup, and
 * home delivery's prices by destination with free shipping. Shared by the seller's screen and the
 * back office's shop defaults.
 */
export function SettingsFieldsForm({ value: f, onChange, error }: Props) {
  const set = (patch: Partial<SettingsFields>) => onChange({ ...f, ...patch });
  const msg = (param: string) => error?.fieldMessage(param);
  const text = (
    param: string,
    label: string,
    val: string,
    patch: (v: string) => Partial<SettingsFields>,
    inputMode?: 'decimal' | 'numeric',
    helper?: string,
  ) => (
    <TextField
      size="small"
      label={label}
      value={val}
      onChange={(e) => set(patch(e.target.value))}
      error={Boolean(msg(param))}
      helperText={msg(param) ?? helper}
      slotProps={inputMode ? { htmlInput: { inputMode } } : {}}
    />
  );
  return (
    <Stack spacing={2.5}>
      <NativeSelectField
        label={M.originProvince}
        value={f.originProvince}
        onChange={(v) => set({ originProvince: v })}
      >
        {provinceOptions}
      </NativeSelectField>
      {text('originPostalCode', M.originPostalCode, f.originPostalCode, (v) => ({ originPostalCode: v }))}
      {text('dispatchDays', M.dispatchDays, f.dispatchDays, (v) => ({ dispatchDays: v }), 'numeric')}

      <FormControlLabel
        control={
          <Checkbox checked={f.pickupEnabled} onChange={(e) => set({ pickupEnabled: e.target.checked })} />
        }
        label={M.pickup}
      />
      {f.pickupEnabled &&
        text(
          'pickup.address',
          M.pickupAddress,
          f.pickupAddress,
          (v) => ({ pickupAddress: v }),
          undefined,
          M.pickupHint,
        )}

      <FormControlLabel
        control={
          <Checkbox checked={f.homeEnabled} onChange={(e) => set({ homeEnabled: e.target.checked })} />
        }
        label={M.home}
      />
      {msg('home.enabled') && (
        <Typography color="error" variant="body2" role="alert">
          {msg('home.enabled')}
        </Typography>
      )}
      {f.homeEnabled && (
        <Stack spacing={2} sx={{ pl: { sm: 2 } }}>
          <RateRow
            label={M.city}
            rate={f.city}
            onChange={(city) => set({ city })}
            param="home.city"
            error={error}
          />
          <RateRow
            label={M.province}
            rate={f.province}
            onChange={(province) => set({ province })}
            param="home.province"
            error={error}
          />
          <RateRow
            label={M.country}
            rate={f.country}
            onChange={(country) => set({ country })}
            param="home.country"
            error={error}
          />
          {f.provinces.map((p, i) => (
            <Stack key={p.id} spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <NativeSelectField
                  label={M.otherProvince}
                  value={p.province}
                  onChange={(v) =>
                    set({ provinces: f.provinces.map((q, k) => (k === i ? { ...q, province: v } : q)) })
                  }
                  sx={{ flex: 1 }}
                >
                  {provinceOptions}
                </NativeSelectField>
                <IconButton
                  aria-label={M.removeProvince(PROVINCES[p.province as keyof typeof PROVINCES] ?? p.province)}
                  onClick={() => set({ provinces: f.provinces.filter((_, k) => k !== i) })}
                >
                  <CloseIcon />
                </IconButton>
              </Stack>
              <RateRow
                label={PROVINCES[p.province as keyof typeof PROVINCES] ?? p.province}
                rate={p}
                onChange={(rate) =>
                  set({ provinces: f.provinces.map((q, k) => (k === i ? { ...q, ...rate } : q)) })
                }
                param={`home.provinces.${i}`}
                error={error}
              />
            </Stack>
          ))}
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              set({
                provinces: [
                  ...f.provinces,
                  {
                    province: PROVINCE_CODES.find((c) => !f.provinces.some((p) => p.province === c)) ?? 'B',
                    id: Math.max(-1, ...f.provinces.map((p) => p.id)) + 1,
                    ...f.country,
                  },
                ],
              })
            }
          >
            {M.addProvince}
          </Button>
          {text('home.extraUnit', M.extraUnit, f.extraUnit, (v) => ({ extraUnit: v }), 'decimal')}
          {text('home.freeFrom', M.freeFrom, f.freeFrom, (v) => ({ freeFrom: v }), 'decimal', M.freeFromHint)}
        </Stack>
      )}
    </Stack>
  );
}
