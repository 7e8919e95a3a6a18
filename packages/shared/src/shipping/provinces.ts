/**
 * Argentina's 24 jurisdictions, each by the letter ISO 3166-2:AR gives it, which is also the first
 * letter of its postal codes (CPA 'X5000ABC' is Córdoba). Shipping prices by destination are set
 * per province; an address keeps the name as written, and `provinceCodeOf` reads it back.
 */
export const PROVINCES = {
  C: 'Ciudad Autónoma de Buenos Aires',
  B: 'Buenos Aires',
  K: 'Catamarca',
  H: 'Chaco',
  U: 'Chubut',
  X: 'Córdoba',
  W: 'Corrientes',
  E: 'Entre Ríos',
  P: 'Formosa',
  Y: 'Jujuy',
  L: 'La Pampa',
  F: 'La Rioja',
  M: 'Mendoza',
  N: 'Misiones',
  Q: 'Neuquén',
  R: 'Río Negro',
  A: 'Salta',
  J: 'San Juan',
  D: 'San Luis',
  Z: 'Santa Cruz',
  S: 'Santa Fe',
  G: 'Santiago del Estero',
  V: 'Tierra del Fuego',
  T: 'Tucumán',
} as const;
export type ProvinceCode = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Other ways people write a province's name, folded (no accents, lower case, no dots). */
const ALIASES: Record<string, ProvinceCode> = {
  caba: 'C',
  'capital federal': 'C',
  'ciudad de buenos aires': 'C',
  'ciudad autonoma de buenos aires': 'C',
  'bs as': 'B',
  'pcia de buenos aires': 'B',
  'provincia de buenos aires': 'B',
  'tierra del fuego antartida e islas del atlantico sur': 'V',
};
const BY_NAME = new Map<string, ProvinceCode>([
  ...PROVINCE_CODES.map((code) => [fold(PROVINCES[code]), code] as const),
  ...Object.entries(ALIASES),
]);

/** The province an address names ('Córdoba', 'cordoba', 'CABA'), or null when it is none of them. */
export function provinceCodeOf(name: string): ProvinceCode | null {
  return BY_NAME.get(fold(name)) ?? null;
}

/**
 * The part of a postal code that names a town: the four digits of an old code ('5000') or of a
 * CPA ('X5000ABC'). Two addresses with the same digits are in the same city.
 */
export function cityKeyOf(postalCode: string): string | null {
  return /\d{4}/.exec(postalCode)?.[0] ?? null;
}
