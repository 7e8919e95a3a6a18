import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import {
  check,
  createdTables,
  findCrossings,
  OWNERS,
  ownershipProblems,
  publishedViews,
} from './table-walls.mjs';

type Finding = { line: number; table: string; owner: string };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const owners = new Map<string, string>();
for (const [owner, tables] of Object.entries(OWNERS as Record<string, string[]>))
  for (const table of tables) owners.set(table, owner);
const views = new Set(['catalog.products', 'accounts.people']);
const drizzle = new Map([
  ['products', 'products'],
  ['cartLines', 'cart_lines'],
]);
const find = (file: string, text: string): Finding[] => findCrossings(file, text, owners, views, drizzle);

describe('the table-walls check', () => {
  it('finds SQL naming another module’s table, and a Drizzle import of it, with the line', () => {
    const found = find(
      'modules/cart/cart.repository.ts',
      [
        'const a = sql`SELECT * FROM cart_lines l`;',
        'const b = sql`SELECT p.name FROM cart_lines l JOIN products p ON p.id = l.product_id`;',
        "import { cartLines, products } from '../../db/schema.js';",
        'const c = sql`UPDATE users SET banned = true`;',
      ].join('\n'),
    );
    expect(found.map((f) => [f.line, f.table])).toEqual([
      [2, 'products'],
      [4, 'users'],
      [3, 'products'],
    ]);
  });

  it('lets a module read another’s published view, but not a view nobody published', () => {
    const text = [
      'const a = sql`SELECT p.name FROM cart_lines l JOIN catalog.products p ON p.id = l.product_id`;',
      'const b = sql`SELECT u.email FROM accounts.people u`;',
      'const c = sql`SELECT x FROM catalog.secrets s`;',
    ].join('\n');
    expect(find('modules/cart/cart.repository.ts', text).map((f) => [f.line, f.table])).toEqual([
      [3, 'catalog.secrets'],
    ]);
  });

  it('ignores comments, the owner itself, and the database layer', () => {
    expect(find('modules/cart/x.ts', '// joins products\n/* UPDATE users */\nconst a = 1;')).toEqual([]);
    expect(find('modules/catalog/x.ts', 'const a = sql`UPDATE products SET stock = 0`;')).toEqual([]);
    expect(find('db/prepare.ts', 'const a = sql`SELECT 1 FROM users`;')).toEqual([]);
  });

  it('a flow names no table at all: it calls the owners', () => {
    expect(find('flows/purchase.ts', 'const a = sql`SELECT id FROM invoices`;')).toHaveLength(1);
  });

  it('knows every table the migrations create, each with one owner, and every published view’s owner', () => {
    const tables = createdTables([
      'CREATE TABLE "products" (id int);',
      'CREATE TABLE IF NOT EXISTS ghosts (x int);',
    ]);
    expect([...tables]).toEqual(['products', 'ghosts']);
    expect(ownershipProblems(tables)).toContain('ghosts has no owner in OWNERS');
    expect([...publishedViews(['CREATE VIEW catalog.products AS SELECT 1;'])]).toEqual(['catalog.products']);
  });

  it('finds no crossing in the repository as it is', () => {
    expect(check(root)).toEqual([]);
  });
});
