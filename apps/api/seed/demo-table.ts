import { PRODUCT_LIMITS } from '@bazar/shared';
import {
  DEMO_AUDIENCES,
  type DemoAudience,
  type DemoCategory,
  isDemoColor,
  WARRANTY_MONTHS,
} from './demo-taxonomy.js';

export interface DemoProduct {
  name: string;
  category: DemoCategory;
  audience: DemoAudience;
  brand: string;
  color: string;
  /** Whole currency units; stored as cents. */
  price: number;
  discount: number;
  stock: number;
  warrantyMonths: number;
  description: string;
}

/**
 * Parses one category's block of demo products, one per line:
 *   name | audience | brand | colour | price | discount % | stock | warranty months | description
 * A plain table keeps ~70 products readable and reviewable (a formatter would spread object
 * literals over a dozen lines each). Every value is checked here so a typo fails at start-up,
 * not as a constraint error half-way through the seed transaction.
 */
export function productTable(category: DemoCategory, block: string): DemoProduct[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => parseLine(category, line));
}

function parseLine(category: DemoCategory, line: string): DemoProduct {
  const cells = line.split('|').map((cell) => cell.trim());
  const [
    name = '',
    audience = '',
    brand = '',
    color = '',
    price,
    discount,
    stock,
    warranty,
    description = '',
  ] = cells;
  const fail = (why: string): never => {
    throw new Error(`Demo product "${name}" (${category}): ${why}`);
  };
  if (cells.length !== 9) fail(`expected 9 columns, found ${cells.length}`);
  if (!name || name.length > PRODUCT_LIMITS.name) fail('name is empty or too long');
  if (!(DEMO_AUDIENCES as readonly string[]).includes(audience)) fail(`unknown audience ${audience}`);
  if (!brand || brand.length > PRODUCT_LIMITS.brand) fail('brand is empty or too long');
  if (!isDemoColor(color)) fail(`unknown colour ${color}`);
  const units = wholeNumber(price, 5, 2500) ?? fail('price must be 5–2500');
  const percent = wholeNumber(discount, 0, 50) ?? fail('discount must be 0–50');
  if (percent > 0 && percent < 5) fail('a discount is 0 or 5–50');
  const stockCount = wholeNumber(stock, 0, 60) ?? fail('stock must be 0–60');
  const months = wholeNumber(warranty, 0, 36) ?? fail('warranty must be months');
  if (!(WARRANTY_MONTHS as readonly number[]).includes(months)) fail('warranty must be 0, 6, 12, 24 or 36');
  if (description.length < 40) fail('description is too short');
  return {
    name,
    category,
    audience: audience as DemoAudience,
    brand,
    color,
    price: units,
    discount: percent,
    stock: stockCount,
    warrantyMonths: months,
    description,
  };
}

function wholeNumber(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}
