/**
 * The catalog filters' constants, price bands and texts (issue 33), without zod: the web app's
 * filter column imports these alone. The schemas are in filters.ts.
 */

/** Multiples of each power of ten that shoppers type and read as price limits ('$ 150', '$ 2.500'). */
const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9];

/**
 * The lower edges of the price bands, in cents: 0, then $ 1, 1,50, 2, 2,50, 3, 4 … 9, 10, 15 …
 * up to $ 90.000.000. A product is in band i when PRICE_BAND_EDGES[i] ≤ its final price < the next
 * edge (the last band is open). The database's `bazar_price_band` (migration 0016) uses this very
 * list; a test compares them. Counts for a price range whose ends fall on edges come from the
 * maintained aggregates alone; other ends are counted from the products of the two edge bands.
 */
export const PRICE_BAND_EDGES: readonly number[] = [
  0,
  ...Array.from({ length: 8 }, (_, power) =>
    NICE_STEPS.map((step) => Math.round(step * 10 ** power * 100)),
  ).flat(),
];

/** The band of a price in cents (see PRICE_BAND_EDGES). */
export function priceBandOf(cents: number): number {
  let band = 0;
  while (band + 1 < PRICE_BAND_EDGES.length && (PRICE_BAND_EDGES[band + 1] ?? 0) <= cents) band++;
  return band;
}

/**
 * The filters' query parameters, in the API's query and the shop's URL alike (a brand list
 * joined by commas, prices in cents).
 */
export const FILTER_PARAMS = [
  'priceMin',
  'priceMax',
  'brand',
  'rating',
  'inStock',
  'onSale',
  'genre',
  'size',
  'color',
  'freeShipping',
];

/** 'N estrellas o más': an average of at least N of 5. */
export const RATING_FILTER_OPTIONS = [4, 3, 2, 1] as const;
/** Brands the filter column shows before 'Ver todas'. */
export const BRANDS_SHOWN = 6;

/** The filter column's texts (the web app's), in Spanish as the shop speaks: 'tú'. */
export const FILTER_TEXT = {
  title: 'Filtros',
  open: 'Filtrar',
  openWith: (n: number) => `Filtrar (${n})`,
  applied: 'Filtros aplicados',
  clear: 'Limpiar filtros',
  remove: (label: string) => `Quitar filtro: ${label}`,
  price: 'Precio',
  min: 'Mínimo',
  badPrice: 'Escribe un precio en pesos, como 1500 o 1499,99',
  maxBelowMin: 'El máximo no puede ser menor que el mínimo',
  max: 'Máximo',
  apply: 'Aplicar precio',
  under: (max: string) => `Menos de ${max}`,
  between: (min: string, max: string) => `${min} a ${max}`,
  over: (min: string) => `${min} o más`,
  brand: 'Marca',
  seeAll: 'Ver todas',
  allBrands: 'Todas las marcas',
  findBrand: 'Buscar una marca',
  noBrand: 'Ninguna marca coincide',
  close: 'Cerrar',
  rating: 'Calificación',
  stars: (n: number) => (n === 1 ? '1 estrella o más' : `${n} estrellas o más`),
  availability: 'Disponibilidad',
  inStock: 'Solo con stock',
  onSale: 'En oferta',
  freeShipping: 'Envío gratis',
  genre: 'Público',
  category: 'Categoría',
  showResults: (n: string) => (n === '1' ? 'Ver 1 resultado' : `Ver ${n} resultados`),
  windowNote: 'Las cantidades cuentan los primeros 1.000 resultados.',
  size: 'Talle',
  sizeChip: (label: string) => `Talle ${label}`,
  color: 'Color',
} as const;

/** Letter sizes, smallest first; the rest sort as numbers ('38', '40,5') or else by name. */
const LETTER_SIZES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];

/** The order sizes are offered in: XS before S before M, 38 before 40, then by name. */
export function compareSizes(a: string, b: string): number {
  const letter = (value: string) => LETTER_SIZES.indexOf(value.toLocaleLowerCase('es'));
  const number = (value: string) => (/^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : NaN);
  const [la, lb] = [letter(a), letter(b)];
  if (la >= 0 || lb >= 0) return la < 0 ? 1 : lb < 0 ? -1 : la - lb;
  const [na, nb] = [number(a), number(b)];
  if (!Number.isNaN(na) || !Number.isNaN(nb)) return Number.isNaN(na) ? 1 : Number.isNaN(nb) ? -1 : na - nb;
  return a.localeCompare(b, 'es');
}

/** A size or colour as filters keep it (lower case) shown to people: 'negro' → 'Negro', 'xl' → 'XL'. */
export function optionValueLabel(value: string): string {
  if (LETTER_SIZES.includes(value.toLocaleLowerCase('es'))) return value.toLocaleUpperCase('es');
  return value.charAt(0).toLocaleUpperCase('es') + value.slice(1);
}

// The search's words (synonyms, suggestions, a search that found nothing) live beside the
// filters' texts: the same screens show them, so they travel in the same chunk.
/** Spanish texts of the search's words: synonyms (back office), suggestions, 0 results. */
export const SEARCH_MSG = {
  synonymsTitle: 'Sinónimos de búsqueda',
  synonymsIntro:
    'Palabras que en la tienda significan lo mismo: quien busca una encuentra los productos que nombran a cualquiera de ellas.',
  termsLabel: 'Palabras del grupo',
  termsHint: 'Sepáralas con comas, por ejemplo: remera, camiseta.',
  add: 'Agregar grupo',
  added: 'Grupo de sinónimos agregado',
  deleted: 'Grupo de sinónimos eliminado',
  delete: 'Eliminar',
  deleteGroup: (terms: string) => `Eliminar el grupo ${terms}`,
  none: 'Todavía no hay sinónimos.',
  termsInvalid: 'Escribe las palabras separadas con comas.',
  termsTooFew: 'Escribe al menos dos palabras distintas.',
  termsTooMany: (max: number) => `Un grupo tiene como máximo ${max} palabras.`,
  termFormat: (min: number, max: number) =>
    `Cada palabra lleva solo letras o números, sin espacios, de ${min} a ${max} caracteres.`,
  termTaken: (term: string) => `“${term}” ya está en otro grupo: agrégala allí o elimina ese grupo primero.`,
  notFound: 'Ese grupo de sinónimos no existe.',
  suggestionsLabel: 'Sugerencias',
  productsHeading: 'Productos',
  categoriesHeading: 'Categorías',
  inCategory: (name: string) => `en ${name}`,
  noResults: (query: string) => `No encontramos resultados para “${query}”.`,
  didYouMean: '¿Quizás quisiste decir',
  tryCategories: 'O mira las categorías más buscadas:',
  tryAgain: 'Revisa cómo lo escribiste o usa una palabra más general.',
} as const;
