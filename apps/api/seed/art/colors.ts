/** Tiny colour maths for the generated pictures: tints for backgrounds, shades for outlines. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Blends `hex` towards `other` by `amount` (0 keeps hex, 1 gives other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parse(hex);
  const b = parse(other);
  return format([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as Rgb);
}

export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative brightness 0–1; very light products need a darker backdrop to stand out. */
export function brightness(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Rotates the hue half-way round the wheel: the accent colour of the second picture. */
export function complement(hex: string): string {
  const [r, g, b] = parse(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return format([max + min - r, max + min - g, max + min - b]);
}

export interface Palette {
  fill: string;
  dark: string;
  light: string;
}

export function palette(hex: string): Palette {
  return { fill: hex, dark: shade(hex, brightness(hex) > 0.75 ? 0.45 : 0.3), light: tint(hex, 0.45) };
}
