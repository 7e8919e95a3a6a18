import {
  BRANDS_SHOWN,
  FILTER_TEXT,
  formatNumberEsAr,
  optionValueLabel,
  type ProductFacets,
  type ProductOptionFacets,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { HomeQuery } from '../search-params';
import { BrandDialog } from './brand-dialog';
import {
  brandsOf,
  CHECKBOX,
  type FilterChanges,
  listOf,
  priceLabel,
  priceOf,
  toggled,
  toggledBrand,
  withFilters,
} from './filter-url';

interface FilterPanelProps {
  query: HomeQuery;
  facets: ProductFacets | undefined;
  /** The sizes and colours, asked apart (GET /api/products/filters/options). */
  optionFacets: ProductOptionFacets | undefined;
  onChange: (changes: FilterChanges) => void;
}

const counted = (label: string, count: number) => `${label} (${formatNumberEsAr(count)})`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={title} sx={{ mb: 2.5 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * An option of a one-choice filter, as a link (shareable, the back button undoes it); the chosen
 * one is marked and takes the filter off again.
 */
function OptionLink({
  changes,
  label,
  count,
  chosen,
}: {
  changes: FilterChanges;
  label: string;
  count: number;
  chosen: boolean;
}) {
  const [params] = useSearchParams();
  return (
    <Link
      component={RouterLink}
      to={{ search: `?${withFilters(params, changes)}` }}
      preventScrollReset
      underline="hover"
      color={chosen ? 'primary' : 'inherit'}
      aria-current={chosen ? 'true' : undefined}
      sx={{ display: 'block', py: 0.5, fontWeight: chosen ? 700 : 400, fontSize: '0.95rem' }}
    >
      {counted(label, count)}
    </Link>
  );
}

function CheckOption({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
}) {
  // A native checkbox in a plain label: MUI's Checkbox and FormControlLabel are chunks the forms
  // share, and one more chunk name would weigh on the home's first load.
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer', fontSize: '0.95rem' }}
    >
      <input type="checkbox" checked={checked} onChange={onToggle} style={CHECKBOX} />
      {counted(label, count)}
    </Box>
  );
}

/** Price inputs in pesos, sent in cents; a min above the max is refused before it is asked. */
function PriceInputs({ query, onChange }: Pick<FilterPanelProps, 'query' | 'onChange'>) {
  const price = priceOf(query);
  const pesos = (cents: number | undefined) =>
    cents === undefined ? '' : String(cents / 100).replace('.', ',');
  const [min, setMin] = useState(pesos(price.min));
  const [max, setMax] = useState(pesos(price.max));
  const [error, setError] = useState('');
  const toCents = (text: string) =>
    text.trim() === '' ? undefined : Math.round(Number(text.replace(',', '.')) * 100);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = toCents(min);
    const high = toCents(max);
    if ([low, high].some((v) => v !== undefined && (!Number.isFinite(v) || v < 0)))
      return setError(FILTER_TEXT.badPrice);
    if (low !== undefined && high !== undefined && low > high) return setError(FILTER_TEXT.maxBelowMin);
    setError('');
    onChange({
      priceMin: low === undefined ? null : String(low),
      priceMax: high === undefined ? null : String(high),
    });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}
    >
      <TextField
        label={FILTER_TEXT.min}
        size="small"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <TextField
        label={FILTER_TEXT.max}
        size="small"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <Button type="submit" variant="outlined" size="small" sx={{ minHeight: 40 }}>
        {FILTER_TEXT.apply}
      </Button>
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ flexBasis: '100%' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** Every filter with its options and counts: the desktop column and the phone's sheet alike. */
export function FilterPanel({ query, facets, optionFacets, onChange }: FilterPanelProps) {
  const [allBrands, setAllBrands] = useState(false);
  const chosenBrands = brandsOf(query);
  const price = priceOf(query);
  const brands = facets?.brands ?? [];
  // The most frequent first; a chosen brand always shows.
  const shown = brands.filter((b, i) => i < BRANDS_SHOWN || chosenBrands.includes(b.name));
  const f = query.filters;
  return (
    <>
      {(facets?.windowed || optionFacets?.windowed) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {FILTER_TEXT.windowNote}
        </Typography>
      )}
      {facets && facets.categories.length > 0 && (
        <Group title={FILTER_TEXT.category}>
          {facets.categories.map((c) => (
            <OptionLink
              key={c.id}
              label={c.name}
              count={c.count}
              chosen={query.category === c.name}
              changes={{ category: query.category === c.name ? null : c.name }}
            />
          ))}
        </Group>
      )}
      <Group title={FILTER_TEXT.price}>
        {facets?.prices.map((range) => {
          const chosen = price.min === (range.min || undefined) && price.max === (range.max ?? undefined);
          return (
            <OptionLink
              key={range.min}
              label={priceLabel(range.min, range.max)}
              count={range.count}
              chosen={chosen}
              changes={
                chosen
                  ? { priceMin: null, priceMax: null }
                  : {
                      priceMin: range.min ? String(range.min) : null,
                      priceMax: range.max === null ? null : String(range.max),
                    }
              }
            />
          );
        })}
        <PriceInputs key={`${f.priceMin}-${f.priceMax}`} query={query} onChange={onChange} />
      </Group>
      {brands.length > 0 && (
        <Group title={FILTER_TEXT.brand}>
          {shown.map((b) => (
            <CheckOption
              key={b.name}
              label={b.name}
              count={b.count}
              checked={chosenBrands.includes(b.name)}
              onToggle={() => onChange(toggledBrand(query, b.name))}
            />
          ))}
          {brands.length > shown.length && (
            <Button size="small" onClick={() => setAllBrands(true)} sx={{ px: 0.5 }}>
              {FILTER_TEXT.seeAll}
            </Button>
          )}
          {allBrands && (
            <BrandDialog
              brands={brands}
              chosen={chosenBrands}
              onToggle={(brand) => onChange(toggledBrand(query, brand))}
              onClose={() => setAllBrands(false)}
            />
          )}
        </Group>
      )}
      {(['size', 'color'] as const).map((key) => {
        const options = (key === 'size' ? optionFacets?.sizes : optionFacets?.colors) ?? [];
        const chosen = listOf(query, key);
        if (options.length === 0) return null;
        return (
          <Group key={key} title={key === 'size' ? FILTER_TEXT.size : FILTER_TEXT.color}>
            {/* Sizes are short: two or three to a row. */}
            <Box
              sx={
                key === 'size'
                  ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }
                  : {}
              }
            >
              {options.map((option) => (
                <CheckOption
                  key={option.value}
                  label={optionValueLabel(option.value)}
                  count={option.count}
                  checked={chosen.includes(option.value)}
                  onToggle={() => onChange(toggled(query, key, option.value))}
                />
              ))}
            </Box>
          </Group>
        );
      })}
      {facets?.ratings.some((r) => r.count > 0 || String(r.stars) === f.rating) && (
        <Group title={FILTER_TEXT.rating}>
          {facets.ratings
            .filter((r) => r.count > 0 || String(r.stars) === f.rating)
            .map((r) => (
              <OptionLink
                key={r.stars}
                label={FILTER_TEXT.stars(r.stars)}
                count={r.count}
                chosen={String(r.stars) === f.rating}
                changes={{ rating: String(r.stars) === f.rating ? null : String(r.stars) }}
              />
            ))}
        </Group>
      )}
      {facets && (
        <Group title={FILTER_TEXT.availability}>
          <CheckOption
            label={FILTER_TEXT.inStock}
            count={facets.inStock}
            checked={f.inStock === 'true'}
            onToggle={() => onChange({ inStock: f.inStock === 'true' ? null : 'true' })}
          />
          <CheckOption
            label={FILTER_TEXT.onSale}
            count={facets.onSale}
            checked={f.onSale === 'true'}
            onToggle={() => onChange({ onSale: f.onSale === 'true' ? null : 'true' })}
          />
          <CheckOption
            label={FILTER_TEXT.freeShipping}
            count={optionFacets?.freeShipping ?? 0}
            checked={f.freeShipping === 'true'}
            onToggle={() => onChange({ freeShipping: f.freeShipping === 'true' ? null : 'true' })}
          />
        </Group>
      )}
      {facets && facets.genres.length > 0 && (
        <Group title={FILTER_TEXT.genre}>
          {facets.genres.map((g) => {
            const chosen = f.genre === g.name || f.genre === String(g.id);
            return (
              <OptionLink
                key={g.id}
                label={g.name}
                count={g.count}
                chosen={chosen}
                changes={{ genre: chosen ? null : g.name }}
              />
            );
          })}
        </Group>
      )}
    </>
  );
}
