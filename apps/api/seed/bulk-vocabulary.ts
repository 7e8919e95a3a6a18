import type { DemoAudience, DemoCategory } from './demo-taxonomy.js';

/**
 * Words the bulk seed combines into product names. Real catalog words (with accents, genders
 * and plurals) matter: the search benchmark corrects typos against the catalog's vocabulary, so
 * a catalog of "Producto 123" would measure nothing real.
 */
export interface Noun {
  word: string;
  feminine: boolean;
  plural: boolean;
}

export interface CategoryWords {
  nouns: Noun[];
  /** Masculine singular form; the feminine/plural forms are derived (see agree()). */
  adjectives: string[];
  brands: string[];
  audiences: DemoAudience[];
  /** Whole currency units. */
  price: [number, number];
  warranties: number[];
}

const n = (spec: string): Noun[] =>
  spec.split(',').map((entry) => {
    const [word = '', tags = ''] = entry.trim().split(':');
    return { word, feminine: tags.includes('f'), plural: tags.includes('p') };
  });
const list = (spec: string) => spec.split(',').map((word) => word.trim());

export const BULK_WORDS: Record<DemoCategory, CategoryWords> = {
  Ropa: {
    nouns: n(
      'Camiseta:f, Remera:f, Camisa:f, Campera:f, Buzo, Pantalón, Jean, Vestido, Pollera:f, Chaleco, Short, Sweater, Pijama, Musculosa:f, Chomba:f',
    ),
    adjectives: list(
      'Deportivo, Clásico, Básico, Estampado, Liviano, Térmico, Oversize, Elegante, Urbano, Rayado, Entallado, Casual',
    ),
    brands: list(
      "Nike, Adidas, Puma, Zara, Levi's, Wrangler, Topper, Rapsodia, Kappa, Reebok, Lacoste, Benetton",
    ),
    audiences: ['Hombre', 'Mujer', 'Niños', 'Unisex'],
    price: [8, 180],
    warranties: [0],
  },
  Calzado: {
    nouns: n(
      'Zapatillas:fp, Botas:fp, Botines:p, Sandalias:fp, Mocasines:p, Ojotas:fp, Pantuflas:fp, Borcegos:p, Zapatos:p',
    ),
    adjectives: list(
      'Deportivo, Urbano, Impermeable, Liviano, Clásico, Acolchado, Cómodo, Casual, Reforzado',
    ),
    brands: list('Nike, Adidas, Converse, Vans, Skechers, Topper, Merrell, Prüne, Havaianas, Fila, Puma'),
    audiences: ['Hombre', 'Mujer', 'Niños', 'Unisex'],
    price: [12, 260],
    warranties: [0, 6],
  },
  Tecnología: {
    nouns: n(
      'Teléfono, Auriculares:p, Notebook:f, Tablet:f, Parlante, Monitor, Teclado, Mouse, Cámara:f, Smartwatch, Cargador, Router, Impresora:f, Consola:f',
    ),
    adjectives: list(
      'Inalámbrico, Portátil, Inteligente, Compacto, Potente, Profesional, Recargable, Ultraliviano',
    ),
    brands: list('Samsung, Motorola, Xiaomi, Apple, Sony, Lenovo, HP, LG, JBL, Logitech, Philips, TP-Link'),
    audiences: ['Unisex', 'Unisex', 'Hombre', 'Mujer', 'Niños'],
    price: [15, 2500],
    warranties: [6, 12, 24],
  },
  Hogar: {
    nouns: n(
      'Lámpara:f, Sofá, Sillón, Mesa:f, Silla:f, Alfombra:f, Cortina:f, Almohadón, Cafetera:f, Licuadora:f, Sartén:f, Olla:f, Espejo, Estante, Acolchado',
    ),
    adjectives: list(
      'Nórdico, Moderno, Rústico, Clásico, Práctico, Extensible, Decorativo, Antiadherente, Eléctrico',
    ),
    brands: list('Bazar Home, Arredo, Tramontina, Philips, Oster, Muebles Sur, Atma, Peabody, Hudson'),
    audiences: ['Unisex', 'Unisex', 'Unisex', 'Hombre', 'Mujer', 'Niños'],
    price: [6, 2000],
    warranties: [0, 6, 12, 24, 36],
  },
  Deportes: {
    nouns: n(
      'Pelota:f, Raqueta:f, Bicicleta:f, Mancuernas:fp, Mat, Casco, Guantes:p, Calza:f, Botella:f, Mochila:f, Paleta:f, Soga:f',
    ),
    adjectives: list(
      'Profesional, Deportivo, Resistente, Liviano, Ajustable, Antideslizante, Oficial, Térmico',
    ),
    brands: list(
      'Adidas, Nike, Wilson, Spalding, Mikasa, Head, Everlast, Randers, Stanley, Under Armour, Venzo',
    ),
    audiences: ['Hombre', 'Mujer', 'Niños', 'Unisex'],
    price: [5, 1500],
    warranties: [0, 6, 12],
  },
  Juguetes: {
    nouns: n(
      'Peluche, Rompecabezas, Muñeca:f, Auto, Pista:f, Bloques:p, Robot, Pelota:f, Títeres:p, Tren, Cocinita:f, Drone',
    ),
    adjectives: list(
      'Didáctico, Musical, Gigante, Articulado, Coleccionable, Interactivo, Clásico, Encastrable',
    ),
    brands: list(
      'Lego, Mattel, Hasbro, Hot Wheels, Barbie, Playmobil, Fisher-Price, Ruibal, Rasti, Play-Doh',
    ),
    audiences: ['Niños', 'Niños', 'Niños', 'Unisex'],
    price: [5, 400],
    warranties: [0, 6],
  },
  Belleza: {
    nouns: n(
      'Perfume, Crema:f, Shampoo, Acondicionador, Serum, Labial, Máscara:f, Paleta:f, Secador, Planchita:f, Afeitadora:f, Protector',
    ),
    adjectives: list(
      'Hidratante, Nutritivo, Suave, Natural, Profesional, Iónico, Floral, Intenso, Matificante',
    ),
    brands: list("Nivea, Natura, Maybelline, L'Oréal, Dove, Philips, Braun, Revlon, Avon, Garnier"),
    audiences: ['Mujer', 'Mujer', 'Hombre', 'Unisex', 'Niños'],
    price: [5, 300],
    warranties: [0, 0, 12, 24],
  },
};

/** Colour as stored in products.color (masculine singular), agreement happens in agree(). */
export const BULK_COLORS = list(
  'Rojo, Azul, Negro, Blanco, Verde, Gris, Rosa, Amarillo, Naranja, Violeta, Celeste, Marrón, Beige, Bordó, Plateado, Dorado',
);

/** Spanish adjective agreement: 'Rojo' → 'Roja' / 'Rojos' / 'Rojas'; 'Azul' → 'Azules'. */
export function agree(adjective: string, noun: Noun): string {
  let word = adjective;
  if (noun.feminine && word.endsWith('o')) word = `${word.slice(0, -1)}a`;
  if (!noun.plural) return word;
  if (/[aeiouáéíóú]$/i.test(word)) return `${word}s`;
  // An accented last syllable loses its accent in the plural: 'Marrón' → 'Marrones'.
  return `${word.replace(/ó(n)$/, 'o$1').replace(/á(n)$/, 'a$1')}es`;
}

export const DESCRIPTION_OPENINGS = list(
  'Excelente calidad y terminaciones cuidadas., Diseñado para el uso de todos los días., Un clásico que no pasa de moda., Ideal para regalar., Materiales resistentes y duraderos., La mejor relación entre precio y calidad.',
);
export const DESCRIPTION_CLOSINGS = list(
  'Envío a todo el país., Consultá por otros colores y modelos., Producto nuevo en su caja original., Stock real y entrega inmediata., Garantía oficial del fabricante.',
);
