import { BANNER_IMAGE_COUNT } from '@bazar/shared';
import { palette, shade, tint } from './colors.js';
import { drawShape, type ShapeKind } from './product-shapes.js';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

interface BannerTheme {
  /** Backdrop colour; the left side is darker so the web's overlaid title stays readable. */
  tone: string;
  /** Illustrations on the right half: shape, colour, centre x/y, scale, tilt. */
  items: [ShapeKind, string, number, number, number, number][];
}

/** One theme per BANNERS entry (welcome, tech, fashion, home, sports, offers, sell). */
const THEMES: BannerTheme[] = [
  {
    tone: '#2f4c9a',
    items: [
      ['bag', '#f2c230', 1180, 260, 0.5, -8],
      ['shirt', '#e77fa8', 1400, 270, 0.38, 10],
      ['ball', '#f08a2c', 1010, 330, 0.25, 0],
    ],
  },
  {
    tone: '#1f2f4f',
    items: [
      ['phone', '#6cb8e6', 1150, 250, 0.55, -10],
      ['phone', '#8a5cc7', 1380, 270, 0.45, 12],
    ],
  },
  {
    tone: '#7d2237',
    items: [
      ['shirt', '#f3f1ec', 1120, 250, 0.5, -6],
      ['shoe', '#f2c230', 1390, 320, 0.42, 0],
    ],
  },
  {
    tone: '#3d5a4a',
    items: [
      ['sofa', '#d9c3a0', 1200, 300, 0.55, 0],
      ['lamp', '#f2c230', 1440, 240, 0.45, 0],
    ],
  },
  {
    tone: '#1d5b3a',
    items: [
      ['ball', '#f3f1ec', 1150, 270, 0.45, 0],
      ['ball', '#f08a2c', 1380, 300, 0.38, 20],
      ['shoe', '#2f6fd0', 1010, 380, 0.25, -10],
    ],
  },
  {
    tone: '#a3321f',
    items: [
      ['tag', '#f2c230', 1160, 250, 0.5, -10],
      ['tag', '#e77fa8', 1400, 270, 0.4, 14],
    ],
  },
  {
    tone: '#4a2f7a',
    items: [
      ['bag', '#3f9b5a', 1150, 270, 0.5, 6],
      ['bottle', '#e77fa8', 1360, 280, 0.35, -8],
      ['teddy', '#d4a93c', 1500, 320, 0.28, 0],
    ],
  },
];

if (THEMES.length !== BANNER_IMAGE_COUNT) throw new Error('One banner theme per BANNERS entry');

export function bannerSvg(index: number): string {
  const theme = THEMES[index];
  if (!theme) throw new Error(`No banner ${index + 1}`);
  const items = theme.items
    .map(([kind, color, x, y, scale, tilt]) => {
      // Shapes are drawn around (400, 400) in an 800 box: move that centre to (x, y).
      const place = `translate(${x} ${y}) rotate(${tilt}) scale(${scale}) translate(-400 -400)`;
      return `<g transform="${place}">${drawShape(kind, palette(color))}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 1600 500">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4">
    <stop offset="0" stop-color="${shade(theme.tone, 0.25)}"/><stop offset="0.55" stop-color="${theme.tone}"/><stop offset="1" stop-color="${tint(theme.tone, 0.3)}"/>
  </linearGradient></defs>
  <rect width="1600" height="500" fill="url(#bg)"/>
  <circle cx="1260" cy="250" r="300" fill="#ffffff" opacity="0.08"/>
  <circle cx="1260" cy="250" r="200" fill="#ffffff" opacity="0.08"/>
  <circle cx="1540" cy="60" r="90" fill="#ffffff" opacity="0.1"/>
  <circle cx="930" cy="470" r="60" fill="#ffffff" opacity="0.07"/>
  ${items}
</svg>`;
}
