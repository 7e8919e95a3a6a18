import type { DemoCategory } from '../demo-taxonomy.js';
import { brightness, complement, palette, tint } from './colors.js';
import { drawShape, type ShapeKind } from './product-shapes.js';

export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_THUMB_SIZE = 400;
/**
 * Pictures per demo product: a cover and an "other angle". A third view exists (a close-up) but
 * each picture costs ~40 ms of encoding on a 2-core machine; two keep the first start short.
 */
export const PRODUCT_IMAGE_VARIANTS = 2;

const CATEGORY_SHAPES: Record<DemoCategory, ShapeKind> = {
  Ropa: 'shirt',
  Calzado: 'shoe',
  Tecnología: 'phone',
  Hogar: 'lamp',
  Deportes: 'ball',
  Juguetes: 'teddy',
  Belleza: 'bottle',
};

/**
 * What a product's name says it is, first match wins; anything else is drawn as its category's
 * shape. A newcomer's first screen is these pictures: a coffee maker drawn as a lamp, or jeans as
 * a T-shirt, reads as a broken shop.
 */
const NAMED_SHAPES: [RegExp, ShapeKind][] = [
  [/^(Jean|Pantalón|Calza)/, 'pants'],
  [/^(Campera|Buzo)/, 'jacket'],
  [/^Vestido/, 'dress'],
  [/^(Sofá|Sillón)/, 'sofa'],
  [/^Cafetera/, 'coffee'],
  [/Ollas/, 'pot'],
  [/^Licuadora/, 'blender'],
  [/^Almohadón/, 'pillow'],
  [/^Juego de Sábanas/, 'sheets'],
  [/^Lámpara de Pie/, 'floorlamp'],
  [/^Lámpara de Escritorio/, 'desklamp'],
  [/^Teléfono Inalámbrico/, 'cordless'],
  [/^Muñeca/, 'doll'],
  [/^Rompecabezas/, 'puzzle'],
  [/^Juego de Mesa/, 'boardgame'],
  [/^Set de Plastilinas/, 'dough'],
  [/^Ojotas/, 'flipflops'],
  [/^Botas/, 'boot'],
  [/^Sandalias/, 'sandal'],
  [/^Mocasines/, 'loafer'],
  [/^Pantuflas/, 'slipper'],
  [/^Camisa /, 'buttonshirt'],
  [/^Alfombra/, 'rug'],
  [/^Consola/, 'console'],
  [/^Notebook/, 'laptop'],
  [/^Smart TV/, 'tv'],
  [/^Auriculares/, 'headphones'],
  [/^Reloj/, 'watch'],
  [/^Parlante/, 'speaker'],
  [/^Teclado/, 'keyboard'],
  [/^Cámara/, 'camera'],
  [/^Tablet/, 'tablet'],
  [/^Drone/, 'drone'],
  [/^Secador/, 'hairdryer'],
  [/^Afeitadora/, 'shaver'],
  [/^Paleta/, 'palette'],
  [/^Crema/, 'jar'],
  [/^Bicicleta/, 'bike'],
  [/^Mancuernas/, 'dumbbell'],
  [/^Raqueta/, 'racket'],
  [/^Casco/, 'helmet'],
  [/^Mat de Yoga/, 'mat'],
  [/^Botella/, 'bottle'],
  [/^(Auto|Pista de Autos)/, 'car'],
  [/^Bloques/, 'blocks'],
];

export function shapeFor(category: DemoCategory, name: string): ShapeKind {
  return NAMED_SHAPES.find(([pattern]) => pattern.test(name))?.[1] ?? CATEGORY_SHAPES[category];
}

/**
 * Drawings redrawn since their pictures were first written, by shape: their files take a new
 * name ('-r2'), so a data folder kept from an older seed draws them again instead of keeping the
 * old picture under the old name (files already there are never redrawn).
 */
const REDRAWN: Partial<Record<ShapeKind, number>> = {
  doll: 2,
  sheets: 2,
  puzzle: 2,
  boardgame: 2,
  dough: 2,
  floorlamp: 2,
  desklamp: 2,
  cordless: 2,
  flipflops: 2,
  boot: 2,
  sandal: 2,
  loafer: 2,
  slipper: 2,
  buttonshirt: 2,
};

/** The file name's mark of a product's drawing: '' for the first one, '-r2' after a redraw. */
export function drawingRevision(category: DemoCategory, name: string): string {
  const revision = REDRAWN[shapeFor(category, name)];
  return revision ? `-r${revision}` : '';
}

/**
 * The SVG of picture `variant` (0 = cover) of a product. Each variant changes the viewpoint
 * (mirror, tilt, zoom) and the backdrop, so the gallery reads as several photos of one item.
 */
export function productSvg(category: DemoCategory, name: string, colorHex: string, variant: number): string {
  const colors = palette(colorHex);
  // A white or silver item on a white-ish backdrop disappears: give light items a slate backdrop.
  const light = brightness(colorHex) > 0.72;
  const base = light ? '#6f8fb0' : colorHex;
  const soft = light ? 0.72 : 0.9;
  const shape = drawShape(shapeFor(category, name), colors);
  const size = PRODUCT_IMAGE_SIZE;
  const views = [
    { from: tint(base, soft), to: tint(base, soft - 0.22), transform: '', radial: false },
    {
      from: tint(complement(base), soft + 0.02),
      to: tint(complement(base), soft - 0.2),
      transform: 'translate(800 0) scale(-1 1) rotate(-12 400 400) translate(40 30) scale(0.9)',
      radial: true,
    },
    {
      from: tint(base, Math.min(soft + 0.05, 0.95)),
      to: tint(base, soft - 0.1),
      transform: 'translate(-220 -120) scale(1.5)',
      radial: false,
    },
  ];
  const view = views[variant % views.length];
  if (!view) throw new Error(`No view for picture ${variant}`);
  const gradient = view.radial
    ? `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${view.from}"/><stop offset="1" stop-color="${view.to}"/></radialGradient>`
    : `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${view.from}"/><stop offset="1" stop-color="${view.to}"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>${gradient}</defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="660" cy="140" r="110" fill="#ffffff" opacity="0.35"/>
  <circle cx="120" cy="700" r="70" fill="#ffffff" opacity="0.25"/>
  <ellipse cx="400" cy="700" rx="250" ry="34" fill="#000000" opacity="0.10"/>
  <g transform="${view.transform}">${shape}</g>
</svg>`;
}
