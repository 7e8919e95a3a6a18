import { VARIANT_FORM, variantLabel } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type FillableColumn, fillColumn, type VariantRow } from '../variant-rows';

/** What is wrong with one row, as the schema or the API says it. */
export interface RowErrors {
  values?: string | undefined;
  stock?: string | undefined;
  price?: string | undefined;
  sku?: string | undefined;
  image?: string | undefined;
}

interface VariantsGridProps {
  optionNames: string[];
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  /** The product's pictures (full-size URL and thumbnail), in order. */
  pictures: { url: string; thumb: string }[];
  /** The product's price as typed, the placeholder of a row without its own. */
  productPrice: string;
  errorOf: (index: number) => RowErrors;
  /** About the grid as a whole ('Habilita al menos una combinación…'). */
  error?: string | undefined;
}

/**
 * One card per combination of the options: sold or not, its stock, its own price (empty: the
 * product's), SKU and the pictures that show it. Cards sit side by side as a row on a wide screen
 * and stack on a phone.
 */
export function VariantsGrid({
  optionNames,
  rows,
  onChange,
  pictures,
  productPrice,
  errorOf,
  error,
}: VariantsGridProps) {
  const set = (index: number, patch: Partial<VariantRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-label={VARIANT_FORM.grid} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {VARIANT_FORM.grid}
      </Typography>
      <FillColumn onFill={(column, value) => onChange(fillColumn(rows, column, value))} />
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box component="ul" sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <VariantRowCard
            key={JSON.stringify(row.values)}
            label={variantLabel(optionNames, row.values)}
            row={row}
            pictures={pictures}
            productPrice={productPrice}
            errors={errorOf(index)}
            onChange={(patch) => set(index, patch)}
          />
        ))}
      </Box>
    </Box>
  );
}

function FillColumn({ onFill }: { onFill: (column: FillableColumn, value: string) => void }) {
  const [column, setColumn] = useState<FillableColumn>('stock');
  const [value, setValue] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={VARIANT_FORM.fillWhich}
        value={column}
        onChange={(e) => setColumn(e.target.value as FillableColumn)}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="stock">{VARIANT_FORM.stock}</MenuItem>
        <MenuItem value="price">{VARIANT_FORM.price}</MenuItem>
      </TextField>
      <TextField
        size="small"
        label={VARIANT_FORM.fillValue}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ htmlInput: { inputMode: column === 'price' ? 'decimal' : 'numeric' } }}
        sx={{ flex: '1 1 150px', maxWidth: 220 }}
      />
      <Button variant="outlined" onClick={() => onFill(column, value.trim())}>
        {VARIANT_FORM.fillColumn}
      </Button>
    </Box>
  );
}

interface VariantRowCardProps {
  label: string;
  row: VariantRow;
  pictures: { url: string; thumb: string }[];
  productPrice: string;
  errors: RowErrors;
  onChange: (patch: Partial<VariantRow>) => void;
}

function VariantRowCard({ label, row, pictures, productPrice, errors, onChange }: VariantRowCardProps) {
  const off = !row.enabled;
  const togglePicture = (url: string) =>
    onChange({ image: row.image.includes(url) ? row.image.filter((u) => u !== url) : [...row.image, url] });
  return (
    <li>
      <Box
        role="group"
        aria-label={label}
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(150px, 1.3fr) auto 90px 130px 130px' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: off ? 'action.hover' : undefined,
        }}
      >
        <Typography sx={{ fontWeight: 600, alignSelf: 'center', wordBreak: 'break-word' }}>
          {label}
        </Typography>
        <FormControlLabel
          sx={{ justifySelf: { xs: 'end', md: 'start' }, mr: 0 }}
          control={<Switch checked={row.enabled} onChange={(e) => onChange({ enabled: e.target.checked })} />}
          label={VARIANT_FORM.sell}
        />
        <TextField
          label={VARIANT_FORM.stock}
          size="small"
          disabled={off}
          value={row.stock}
          onChange={(e) => onChange({ stock: e.target.value })}
          error={Boolean(errors.stock)}
          helperText={errors.stock}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={VARIANT_FORM.price}
          size="small"
          disabled={off}
          value={row.price}
          placeholder={productPrice}
          onChange={(e) => onChange({ price: e.target.value })}
          error={Boolean(errors.price)}
          helperText={errors.price}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
        />
        <TextField
          label={VARIANT_FORM.sku}
          size="small"
          disabled={off}
          value={row.sku}
          onChange={(e) => onChange({ sku: e.target.value })}
          error={Boolean(errors.sku)}
          helperText={errors.sku}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {pictures.length > 1 && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {VARIANT_FORM.pictures}
              {row.image.length === 0 && ` · ${VARIANT_FORM.allPictures}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              {pictures.map((picture, i) => (
                <ToggleButton
                  key={picture.url}
                  value={picture.url}
                  size="small"
                  disabled={off}
                  selected={row.image.includes(picture.url)}
                  onChange={() => togglePicture(picture.url)}
                  aria-label={VARIANT_FORM.picture(i + 1)}
                  // A chosen picture is framed; the others fade once some are chosen.
                  sx={{
                    p: 0.25,
                    opacity: row.image.length > 0 && !row.image.includes(picture.url) ? 0.45 : 1,
                    '&.Mui-selected': { outline: 3, outlineColor: 'primary.main', outlineOffset: -1 },
                  }}
                >
                  <Box
                    component="img"
                    src={picture.thumb}
                    alt=""
                    sx={{ width: 40, height: 40, objectFit: 'cover', display: 'block' }}
                  />
                </ToggleButton>
              ))}
            </Box>
          </Box>
        )}
        {(errors.values || errors.image) && (
          <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
            {errors.values ?? errors.image}
          </FormHelperText>
        )}
      </Box>
    </li>
  );
}
