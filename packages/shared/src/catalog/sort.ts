export const SORTS = ['none', 'az', 'za', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** Labels of the sort selector, in the order the selector lists them. */
export const SORT_LABELS: Record<Sort, string> = {
  none: 'Sin orden',
  az: 'A-Z',
  za: 'Z-A',
  price_asc: 'Precio menor a mayor',
  price_desc: 'Precio mayor a menor',
};

export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}
