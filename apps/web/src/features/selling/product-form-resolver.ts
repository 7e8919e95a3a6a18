import { type ProductBody, productBodySchema } from '@bazar/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver';
import { type OptionRow, type VariantRow, variantsBody } from './variant-rows';

/** What the product form's inputs hold: text, as typed; the shared schema turns it into the API's numbers. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  brand: string;
  color: string;
  warranty: string;
  discount: string;
  /** The product's stock without options; with options the grid's rows have theirs. */
  stock: string;
  categoryId: string;
  genreId: string;
  image: string[];
  options: OptionRow[];
  /** Every combination of the options, sold or not. */
  variants: VariantRow[];
}

const schemaResolver = zodResolver(productBodySchema) as unknown as Resolver<
  Record<string, unknown>,
  unknown,
  ProductBody
>;

/**
 * The shared schema, as the API checks the body: the form's grid becomes the variants sent (the
 * sold rows), and an error about the i-th variant sent is put back on its grid row.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductBody> = async (
  values,
  context,
  options,
) => {
  const { body, sentRows } = variantsBody(values);
  const result = await schemaResolver(body, context, options as never);
  const variantErrors = (result.errors as Record<string, unknown>).variants;
  if (!Array.isArray(variantErrors)) return result as never;
  const onRows: unknown[] = [];
  variantErrors.forEach((error, i) => {
    const row = sentRows[i];
    if (row !== undefined) onRows[row] = error;
  });
  return { values: {}, errors: { ...result.errors, variants: onRows } as FieldErrors<ProductFormValues> };
};
