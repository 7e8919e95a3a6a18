import { type CouponBodyInput, COUPON_MSG as M, shopDay } from '@bazar/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { readShopTimeZone } from '../../../lib/format';
import { type CouponsBase, useCreateCoupon, useOwnProductChoices } from '../api/coupons';

type Choice = { id: number; name: string };

/**
 * 'Crear cupón': the code, the discount, the days (the shop's), the limits, and for a seller the
 * products (the shop's coupons take off every product).
 */
export function CouponForm({ base, onCreated }: { base: CouponsBase; onCreated: (code: string) => void }) {
  const seller = base === '/api/coupons';
  const zone = readShopTimeZone();
  const today = shopDay(new Date(), zone);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [minPurchase, setMinPurchase] = useState('');
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(today);
  const [maxUses, setMaxUses] = useState('');
  const [maxUsesPerBuyer, setMaxUsesPerBuyer] = useState('1');
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [search, setSearch] = useState('');
  const products = useOwnProductChoices(search, seller);
  const create = useCreateCoupon(base);
  const refusal = isApiError(create.error) ? create.error : null;
  const fieldError = (param: string) => refusal?.fieldMessage(param);
  const field = (param: string) => ({
    error: Boolean(fieldError(param)),
    helperText: fieldError(param) ?? ' ',
  });

  const submit = async () => {
    const body: CouponBodyInput = {
      code,
      kind,
      value,
      minPurchase,
      startsOn,
      endsOn,
      maxUses,
      maxUsesPerBuyer,
      productIds: scope === 'all' ? null : chosen.map((p) => p.id),
    };
    const created = await create.mutateAsync(body).catch(() => null);
    if (!created) return;
    onCreated(created.code);
    setCode('');
    setValue('');
  };

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
      <TextField
        label={M.code}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        {...field('code')}
        helperText={fieldError('code') ?? M.codeHint}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
      />
      <FormLabel id="coupon-kind">{M.kind}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="coupon-kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as typeof kind)}
      >
        <FormControlLabel value="percent" control={<Radio />} label={M.percent} />
        <FormControlLabel value="amount" control={<Radio />} label={M.amount} />
      </RadioGroup>
      <TextField
        label={kind === 'percent' ? M.percentValue : M.amountValue}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ htmlInput: { inputMode: kind === 'percent' ? 'numeric' : 'decimal' } }}
        {...field('value')}
      />
      <TextField
        label={M.minPurchase}
        value={minPurchase}
        onChange={(e) => setMinPurchase(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...field('minPurchase')}
        helperText={fieldError('minPurchase') ?? M.minPurchaseHint}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          type="date"
          label={M.startsOn}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('startsOn')}
          sx={{ flex: 1 }}
        />
        <TextField
          type="date"
          label={M.endsOn}
          value={endsOn}
          onChange={(e) => setEndsOn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('endsOn')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField
          label={M.maxUses}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...field('maxUses')}
          helperText={fieldError('maxUses') ?? M.maxUsesHint}
          sx={{ flex: 1 }}
        />
        <TextField
          label={M.maxUsesPerBuyer}
          value={maxUsesPerBuyer}
          onChange={(e) => setMaxUsesPerBuyer(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...field('maxUsesPerBuyer')}
          sx={{ flex: 1 }}
        />
      </Stack>
      {seller && <FormLabel id="coupon-scope">{M.products}</FormLabel>}
      {seller && (
        <RadioGroup
          row
          aria-labelledby="coupon-scope"
          value={scope}
          onChange={(e) => setScope(e.target.value as typeof scope)}
        >
          <FormControlLabel value="all" control={<Radio />} label={M.allProducts} />
          <FormControlLabel value="some" control={<Radio />} label={M.someProducts} />
        </RadioGroup>
      )}
      {seller && scope === 'some' && (
        <Autocomplete
          multiple
          options={products.data?.items ?? []}
          value={chosen}
          onChange={(_, next) => setChosen(next)}
          onInputChange={(_, text) => setSearch(text)}
          getOptionLabel={(p) => p.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(options) => options}
          renderInput={(params) => (
            <TextField {...params} label={M.chooseProducts} {...field('productIds')} />
          )}
        />
      )}
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {M.create}
      </Button>
    </Stack>
  );
}
