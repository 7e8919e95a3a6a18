import { z } from 'zod';

/**
 * Sizes and colours (decision record 0031): a product has up to three options, each with its
 * values, and sells as variants, one per enabled combination, each with its own stock, optional
 * price, SKU and pictures. A product without options has one variant whose values are [].
 */
export const VARIANT_LIMITS = {
  options: 3,
  /** Values of one option ('38' … '45' are eight). */
  values: 50,
  variants: 100,
  optionName: 20,
  value: 30,
  sku: 40,
} as const;

/** The options buyers filter by in clothing and shoes, as sellers usually name them. */
export const COMMON_OPTIONS = ['Talle', 'Color'] as const;

export const VARIANT_MSG = {
  tooManyOptions: 'Un producto puede tener hasta 3 opciones (por ejemplo Talle, Color y una propia)',
  optionName: 'Cada opción necesita un nombre de hasta 20 caracteres, por ejemplo Talle',
  repeatedOption: (name: string) => `La opción ${name} está repetida`,
  noValues: (name: string) => `Agrega al menos un valor a la opción ${name}`,
  tooManyValues: (name: string) => `La opción ${name} puede tener hasta 50 valores`,
  emptyValue: (name: string) => `Los valores de ${name} no pueden quedar vacíos (hasta 30 caracteres)`,
  repeatedValue: (name: string, value: string) => `El valor ${value} está repetido en ${name}`,
  noVariants: 'Habilita al menos una combinación para vender',
  tooManyVariants: 'Un producto puede tener hasta 100 variantes',
  variantShape: 'Cada variante debe elegir un valor de cada opción',
  unknownValue: (name: string, value: string) => `${value} no es un valor de ${name}`,
  repeatedVariant: (label: string) => `La combinación ${label} está repetida`,
  sku: 'El SKU puede tener hasta 40 letras, números o guiones',
  variantImage: 'Las imágenes de una variante deben ser imágenes del producto',
  /** A purchase of a product with several variants that named none. */
  choose: (optionName: string) => `Elige ${article(optionName)} ${optionName.toLocaleLowerCase('es')}`,
  chooseVariant: 'Elige una variante del producto',
  variantNotFound: 'La variante elegida no existe',
  unavailable: 'Esa combinación no está disponible',
  soldOut: 'Sin stock en esa combinación',
  /** A value a buyer cannot pick with the others chosen (sold out, or no such combination). */
  valueUnavailable: (value: string) => `${value}, sin stock`,
} as const;

/** 'un talle', 'una medida': Spanish nouns ending in -a, -dad or -ción are mostly feminine. */
function article(name: string): string {
  return /(a|dad|ción|sión)$/i.test(name.trim()) ? 'una' : 'un';
}

/** 'Talle: 42 · Color: Negro' — how orders, invoices and mails name a variant; '' without options. */
export function variantLabel(optionNames: readonly string[], values: readonly string[]): string {
  return values.map((value, i) => `${optionNames[i] ?? ''}: ${value}`).join(' · ');
}

/** A bought line as mails, notices and the invoice name it: 'Zapatillas (Talle: 42 · Color: Negro)'. */
export function boughtName(productName: string, label: string | null | undefined): string {
  return label ? `${productName} (${label})` : productName;
}

/** 'Talle 42 · Negro' — the short form under a product's name (cart, 'Compró: …'). */
export function variantShortLabel(optionNames: readonly string[], values: readonly string[]): string {
  return values
    .map((value, i) => (i === 0 && optionNames[0] ? `${optionNames[0]} ${value}` : value))
    .join(' · ');
}

export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productVariantSchema = z.object({
  id: z.number().int(),
  /** One value per option, in the options' order; [] for a product without options. */
  values: z.array(z.string()),
  stock: z.number().int(),
  /** The variant's own price before discount, in cents; null: the product's. */
  priceCents: z.number().int().nullable(),
  /** What the buyer pays per unit, in cents. */
  finalPriceCents: z.number().int(),
  sku: z.string().nullable(),
  /** The pictures that show it (full-size URLs), cover first; empty: the product's. */
  image: z.array(z.string()),
  hidden: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** On cards: the options offered and how many values each (null or empty without options). */
export const optionsSummarySchema = z
  .array(z.object({ name: z.string(), values: z.number().int() }))
  .nullable();
export type OptionsSummary = z.infer<typeof optionsSummarySchema>;

/** The variant with these values, if the product has it and shows it. */
export function findVariant<T extends { values: string[]; hidden: boolean }>(
  variants: readonly T[],
  values: readonly (string | undefined)[],
): T | undefined {
  return variants.find(
    (v) => !v.hidden && v.values.length === values.length && v.values.every((x, i) => x === values[i]),
  );
}

/** 'talles', 'colores', 'voces': the Spanish plural of an option's name, lower case. */
export function optionPlural(name: string): string {
  const word = name.trim().toLocaleLowerCase('es');
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  if (word.endsWith('s')) return word;
  return `${word}es`;
}

/** '3 colores · 8 talles' on a card; '' for a product without options (or one value each). */
export function optionsSummaryText(summary: OptionsSummary | undefined): string {
  return (summary ?? [])
    .filter((o) => o.values > 1)
    .map((o) => `${o.values} ${optionPlural(o.name)}`)
    .join(' · ');
}
