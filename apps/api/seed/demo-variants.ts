import type { DemoProduct } from './demo-table.js';
import type { DemoColor } from './demo-taxonomy.js';

/**
 * The sizes and colours of the demo clothes and shoes (decision record 0031): a pure function of
 * the product, so every start draws and inserts the same. Shoes come in 'Talle' 35–45 (a range per
 * audience), clothes in S–XL (kids 4–12), each in 2–3 colours, the product's own first; the
 * product's stock is spread over the combinations with some sizes left at 0, so a buyer sees
 * sold-out sizes, and their sum is the product's stock as the table says.
 */
export interface DemoVariants {
  /** The product's colours, its own first: each has its own pictures. */
  colors: DemoColor[];
  options: { name: string; values: string[] }[];
  variants: { values: string[]; stock: number; color: DemoColor }[];
}

const SHOE_SIZES: Record<DemoProduct['audience'], string[]> = {
  Hombre: ['39', '40', '41', '42', '43', '44'],
  Mujer: ['35', '36', '37', '38', '39', '40'],
  Unisex: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'],
  // Kids' shoes stay in the shop's range too: the smallest sizes it sells.
  Niños: ['35', '36', '37'],
};
const CLOTHES_SIZES = ['S', 'M', 'L', 'XL'];
const KIDS_SIZES = ['4', '6', '8', '10', '12'];

/** The colours clothes and shoes are usually also made in (never the product's own). */
const OTHER_COLORS: Record<'Ropa' | 'Calzado', readonly DemoColor[]> = {
  Ropa: ['Negro', 'Blanco', 'Gris', 'Azul', 'Rojo', 'Verde', 'Beige', 'Rosa', 'Bordó'],
  Calzado: ['Negro', 'Blanco', 'Marrón', 'Gris', 'Azul', 'Beige'],
};

/** A small stable hash of the name: the same choices on every machine. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Null for the products sold as one thing (every category but Ropa and Calzado). */
export function demoVariants(product: DemoProduct): DemoVariants | null {
  if (product.category !== 'Ropa' && product.category !== 'Calzado') return null;
  const h = hash(product.name);
  const sizes =
    product.category === 'Calzado'
      ? SHOE_SIZES[product.audience]
      : product.audience === 'Niños'
        ? KIDS_SIZES
        : CLOTHES_SIZES;
  const own = product.color as DemoColor;
  const others = OTHER_COLORS[product.category].filter((c) => c !== own);
  const extra = 1 + (h % 2);
  const colors = [
    own,
    ...Array.from({ length: extra }, (_, i) => others[(h + i * 3) % others.length] as DemoColor),
  ];
  const combos = sizes.flatMap((size) => colors.map((color) => ({ values: [size, color], color })));
  // About one combination in four sold out (never all), the rest share the stock evenly.
  const soldOut = (i: number) => (h + i * 7) % 4 === 0;
  const selling = combos.filter((_, i) => !soldOut(i)).length;
  let handed = 0;
  let sellingSeen = 0;
  const variants = combos.map((combo, i) => {
    if (soldOut(i)) return { ...combo, stock: 0 };
    sellingSeen++;
    const upTo = Math.floor((product.stock * sellingSeen) / selling);
    const stock = upTo - handed;
    handed = upTo;
    return { ...combo, stock };
  });
  return {
    colors,
    options: [
      { name: 'Talle', values: sizes },
      { name: 'Color', values: colors },
    ],
    variants,
  };
}
