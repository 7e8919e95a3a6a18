import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { textList } from '../../db/text-list.js';
import { type CategoryRef, categoryIdOf } from './catalog.repository.js';

/** The names a list's query gives, as asked; each only when its filter is on. */
export interface AskedNames {
  category?: CategoryRef | undefined;
  brands?: string[] | undefined;
  /** An audience's id (digits) or name. */
  genre?: string | undefined;
  /** A sale event's slug (the sale-events module's published view). */
  event?: string | undefined;
}

const namesRow = z.strictObject({
  category_id: z.number().nullable(),
  brands: z.array(z.string()).nullable(),
  unknown_brands: z.number(),
  genre_id: z.number().nullable(),
  event_id: z.number().nullable(),
});

export interface ResolvedNames {
  /** Null when the category asked for does not exist. */
  categoryId: number | null;
  /** Every spelling the catalog has of the brands asked for. */
  brands: string[];
  /** How many of the brands asked for no active product carries. */
  unknownBrands: number;
  /** Null when the audience asked for does not exist. */
  genreId: number | null;
  /** Null when no sale event has that slug. */
  eventId: number | null;
}

/** The brands' spellings in the catalog (facet_counts' folded-brand index), accent- and case-blind. */
function brandsOf(brands: string[]): { found: SQL; unknown: SQL } {
  const asked = sql`unnest(${textList(brands)})`;
  return {
    found: sql`(SELECT array_agg(DISTINCT f.brand::text) FROM facet_counts f
      WHERE bazar_fold(f.brand) IN (SELECT bazar_fold(b) FROM ${asked} AS b) AND f.products <> 0)`,
    unknown: sql`(SELECT count(*)::int FROM ${asked} AS b WHERE NOT EXISTS (
      SELECT 1 FROM facet_counts f WHERE bazar_fold(f.brand) = bazar_fold(b) AND f.products <> 0))`,
  };
}

/**
 * The category, brands, audience and sale event a query names, resolved in one statement: one round trip
 * before the page or the counts, however many of them are on. Categories and audiences are
 * found by id or by name, accent- and case-blind; brands as the catalog spells them.
 */
export async function resolveNames(database: Database, asked: AskedNames): Promise<ResolvedNames> {
  const brands = asked.brands?.length ? brandsOf(asked.brands) : undefined;
  const genre = asked.genre
    ? sql`(SELECT id FROM genres WHERE id::text = ${asked.genre} OR bazar_fold(name) = bazar_fold(${asked.genre})
           ORDER BY id LIMIT 1)`
    : sql`NULL::int`;
  const [row] = await database.rows(
    namesRow,
    sql`SELECT ${asked.category ? categoryIdOf(asked.category) : sql`NULL::int`} AS category_id,
      ${brands?.found ?? sql`NULL::text[]`} AS brands, ${brands?.unknown ?? sql`0`} AS unknown_brands,
      ${genre} AS genre_id,
      ${asked.event ? sql`(SELECT id FROM sale_events.events WHERE slug = ${asked.event})` : sql`NULL::int`} AS event_id`,
  );
  return {
    categoryId: row?.category_id ?? null,
    brands: row?.brands ?? [],
    unknownBrands: row?.unknown_brands ?? 0,
    genreId: row?.genre_id ?? null,
    eventId: row?.event_id ?? null,
  };
}
