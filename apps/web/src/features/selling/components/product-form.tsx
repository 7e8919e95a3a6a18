import {
  centsAsTyped,
  colourOption,
  type ProductBody,
  type ProductDetail,
  SELLING_MSG,
  shopCurrency,
  VARIANT_FORM,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useCategories } from '../../../lib/categories';
import { useSnackbar } from '../../../lib/snackbar';
import { useGenreOptions } from '../api/get-form-options';
import { useSaveProduct } from '../api/save-product';
import { type ProductFormValues, productFormResolver } from '../product-form-resolver';
import { gridPath, rowsOfProduct, syncRows, totalStock, variantsBody } from '../variant-rows';
import { ImagePicker } from './image-picker';
import { OptionsEditor } from './options-editor';
import { VariantsGrid } from './variants-grid';
import { YouWillReceive } from './you-will-receive';

type TextName = Exclude<keyof ProductFormValues, 'image' | 'categoryId' | 'genreId' | 'options' | 'variants'>;

const TEXT_FIELDS: readonly {
  name: TextName;
  label: string;
  numeric?: 'numeric' | 'decimal';
  multiline?: boolean;
}[] = [
  { name: 'name', label: 'Nombre' },
  { name: 'brand', label: 'Marca' },
  { name: 'color', label: 'Color' },
  // A phone shows the keypad with a decimal separator for the price, digits only for the rest.
  {
    name: 'price',
    // Read when the form draws, after the page's currency was set (main.tsx).
    get label() {
      return `Precio (${shopCurrency()})`;
    },
    numeric: 'decimal',
  },
  { name: 'discount', label: 'Descuento (%)', numeric: 'numeric' },
  { name: 'stock', label: 'Stock', numeric: 'numeric' },
  { name: 'warranty', label: 'Garantía (meses)', numeric: 'numeric' },
  { name: 'description', label: 'Descripción', multiline: true },
];
const FIELD_NAMES = new Set<string>([
  ...TEXT_FIELDS.map((f) => f.name),
  'categoryId',
  'genreId',
  'image',
  'options',
  'variants',
]);

function initialValues(product?: ProductDetail): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      brand: '',
      color: '',
      warranty: '',
      discount: '0',
      stock: '',
      categoryId: '',
      genreId: '',
      image: [],
      options: [],
      variants: [],
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: centsAsTyped(product.priceCents),
    brand: product.brand,
    color: product.color,
    warranty: String(product.warranty),
    discount: String(product.ownDiscount ?? product.discount),
    stock: String(product.stock),
    categoryId: String(product.categoryId),
    genreId: String(product.genreId),
    image: product.image,
    options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: rowsOfProduct(product),
  };
}

export interface ProductFormProps {
  /** The product to edit; without it the form publishes a new one. */
  product?: ProductDetail;
  onSaved?: (product: ProductDetail) => void;
  onCancel?: () => void;
}

/**
 * The product form of /create, /perfil (edit) and /admin/products/new. Validates on every key
 * and on blur with the schema the API uses, so both show the same messages.
 */
export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveProduct(product?.id);
  // The catalog's category list: one cached copy for the home filter and this form.
  const categories = useCategories();
  const genres = useGenreOptions();
  const [thumbs, setThumbs] = useState<Record<string, string>>(() =>
    Object.fromEntries((product?.image ?? []).map((url, i) => [url, product?.thumbs[i] ?? url])),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: productFormResolver,
    mode: 'all',
    defaultValues: initialValues(product),
  });

  const onValid = async (body: ProductBody) => {
    try {
      // The schema answered cents; the API reads the price as a person types it, like this form.
      const saved = await save.mutateAsync({
        ...body,
        price: centsAsTyped(body.price),
        // A variant's own price goes as typed too; empty is the product's.
        variants: body.variants.map((v) => ({ ...v, price: v.price === null ? '' : centsAsTyped(v.price) })),
      });
      enqueueSnackbar(product ? SELLING_MSG.edited(saved.name) : SELLING_MSG.created(saved.name), {
        variant: 'success',
      });
      onSaved?.(saved);
    } catch (error) {
      enqueueSnackbar(SELLING_MSG.saveFailed(body.name), { variant: 'warning' });
      if (isApiError(error)) {
        // 'variants.3.stock' is about the fourth variant sent, which is a row of the grid.
        const { sentRows } = variantsBody(getValues());
        for (const { param, msg } of error.fieldErrors) {
          const field = param.split('.')[0] ?? param;
          if (!FIELD_NAMES.has(field)) continue;
          const path = field === 'variants' || field === 'options' ? gridPath(param, sentRows) : field;
          setError(path as keyof ProductFormValues, { type: 'server', message: msg });
        }
      }
    }
  };
  // 'Recibirás $ X por unidad' under the price follows the price, discount and category as typed.
  const [price, discount, categoryId, options, variants, image] = watch([
    'price',
    'discount',
    'categoryId',
    'options',
    'variants',
    'image',
  ]);
  const hasOptions = options.length > 0;
  const colourInOptions = colourOption(options) !== undefined;
  // The grid follows the options: a new value adds its combinations, a removed one takes them away.
  // A just-added option is blank: it is not told so before the seller had a chance to fill it.
  const changeOptions = (next: ProductFormValues['options']) => {
    const shouldValidate = next.length <= options.length;
    setValue('options', next, { shouldValidate, shouldDirty: true });
    setValue('variants', syncRows(next, getValues('variants')), { shouldValidate, shouldDirty: true });
  };
  const onInvalid = () => enqueueSnackbar(SELLING_MSG.formInvalid, { variant: 'error' });

  const select = (name: 'categoryId' | 'genreId', label: string, options: { id: number; name: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          fullWidth
          {...field}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={product ? `Editar ${product.name}` : 'Nuevo producto'}
      onSubmit={handleSubmit(onValid, onInvalid)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {TEXT_FIELDS.map((f) =>
        f.name === 'stock' && hasOptions ? (
          <TextField
            key="total-stock"
            label={VARIANT_FORM.totalStock}
            fullWidth
            value={String(totalStock(variants))}
            helperText={VARIANT_FORM.totalStockHint}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ) : (
          <TextField
            key={f.name}
            label={f.label}
            fullWidth
            multiline={f.multiline}
            minRows={f.multiline ? 4 : undefined}
            sx={f.multiline ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: f.numeric ? { inputMode: f.numeric } : undefined }}
            {...register(f.name)}
            error={Boolean(errors[f.name])}
            helperText={
              errors[f.name]?.message ??
              (f.name === 'price' ? (
                <YouWillReceive price={price} discount={discount} categoryId={categoryId} />
              ) : f.name === 'color' && colourInOptions ? (
                VARIANT_FORM.colourFromOption
              ) : undefined)
            }
          />
        ),
      )}
      {select('categoryId', 'Categoría', categories.data ?? [])}
      {select('genreId', 'Público', genres.data ?? [])}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          name="image"
          control={control}
          render={({ field, fieldState }) => (
            <ImagePicker
              value={field.value}
              thumbs={thumbs}
              onChange={(urls) => field.onChange(urls)}
              onBlur={field.onBlur}
              onUploaded={(image) => setThumbs((map) => ({ ...map, [image.secure_url]: image.thumb_url }))}
              error={fieldState.error?.message ?? errorsOfItems(errors.image)}
            />
          )}
        />
      </Box>
      <Box
        component="fieldset"
        sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          {VARIANT_FORM.section}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {VARIANT_FORM.hint}
        </Typography>
        <OptionsEditor
          value={options}
          onChange={changeOptions}
          errorOf={(i) => ({
            name: errors.options?.[i]?.name?.message,
            values: errors.options?.[i]?.values?.message ?? errorsOfItems(errors.options?.[i]?.values),
          })}
        />
        <VariantsGrid
          optionNames={options.map((o) => o.name)}
          rows={variants}
          onChange={(rows) => setValue('variants', rows, { shouldValidate: true, shouldDirty: true })}
          pictures={image.map((url) => ({ url, thumb: thumbs[url] ?? url }))}
          productPrice={price}
          errorOf={(i) => {
            const row = errors.variants?.[i];
            return {
              values: row?.values?.message ?? errorsOfItems(row?.values),
              stock: row?.stock?.message,
              price: row?.price?.message,
              sku: row?.sku?.message,
              image: row?.image?.message ?? errorsOfItems(row?.image),
            };
          }}
          error={errors.variants?.message ?? errors.variants?.root?.message}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SubmitButton pending={save.isPending}>{product ? 'Guardar cambios' : 'Publicar'}</SubmitButton>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            Cancelar
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** An item's own message (an invalid URL) when the list itself is fine. */
function errorsOfItems(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((e) => e?.message)?.message;
}
