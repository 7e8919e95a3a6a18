/**
 * The fixed parts of the demo catalog: categories (in this order, so their ids are stable),
 * audiences, the seller who owns every demo product, and the colours products may have.
 */
export const DEMO_CATEGORIES = [
  'Ropa',
  'Calzado',
  'Tecnología',
  'Hogar',
  'Deportes',
  'Juguetes',
  'Belleza',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_AUDIENCES = ['Hombre', 'Mujer', 'Niños', 'Unisex'] as const;
export type DemoAudience = (typeof DEMO_AUDIENCES)[number];

/** A seller account that cannot sign in (no password, no identity): it only owns the demo stock. */
export const DEMO_SELLER = {
  userName: 'tienda-bazar',
  email: 'tienda@bazar.local',
  firstName: 'Tienda',
  lastName: 'Bazar',
  idPersonal: '00000000',
} as const;

/** Colour names as stored in products.color, with the tone the generated pictures use. */
export const COLOR_HEX = {
  Blanco: '#f3f1ec',
  Negro: '#2d2d33',
  Gris: '#8b919b',
  Rojo: '#d6453d',
  Bordó: '#7d2237',
  Azul: '#2f6fd0',
  Celeste: '#6cb8e6',
  Verde: '#3f9b5a',
  Turquesa: '#2bb3a8',
  Amarillo: '#f2c230',
  Naranja: '#f08a2c',
  Rosa: '#e77fa8',
  Violeta: '#8a5cc7',
  Marrón: '#8b5a3c',
  Beige: '#d9c3a0',
  Plateado: '#b8bec6',
  Dorado: '#d4a93c',
  Multicolor: '#e0565b',
} as const;
export type DemoColor = keyof typeof COLOR_HEX;

export function isDemoColor(value: string): value is DemoColor {
  return Object.hasOwn(COLOR_HEX, value);
}

export const WARRANTY_MONTHS = [0, 6, 12, 24, 36] as const;
