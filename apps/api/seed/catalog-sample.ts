import { foldText } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { BULK_WORDS } from './bulk-vocabulary.js';

/** Words a benchmark searches for, picked from what the catalog actually holds. */
export interface CatalogSample {
  products: number;
  /** The brand whose share of the active products is closest to 4 %. */
  commonBrand: string;
  commonBrandProducts: number;
  /** A word exactly one active product carries. */
  rareWord: string | undefined;
}

const COMMON_SHARE = 0.04;

export async function sampleCatalog(db: Executor): Promise<CatalogSample> {
  const brands = [...new Set(Object.values(BULK_WORDS).flatMap((words) => words.brands))]
    .map((brand) => foldText(brand))
    .filter((brand) => /^[a-z0-9]+$/.test(brand));
  const total = await db.execute<{ n: number }>(
    sql`SELECT coalesce(sum(active_count), 0)::int AS n FROM category_counts`,
  );
  const products = Number(total.rows[0]?.n ?? 0);
  const common = await db.execute<{ word: string; products: number }>(sql`
    SELECT word, count(DISTINCT product_id)::int AS products FROM product_words
    WHERE word = ANY (${sql.param(brands)}::text[])
    GROUP BY word
    ORDER BY abs(count(DISTINCT product_id) - ${Math.round(products * COMMON_SHARE)}::int), word LIMIT 1`);
  const rare = await db.execute<{ word: string }>(sql`
    SELECT s.word FROM search_terms s
    WHERE length(s.word) >= 6 AND s.word ~ '^[a-z]+$'
      AND (SELECT count(*) FROM (SELECT 1 FROM product_words w WHERE w.word = s.word LIMIT 2) c) = 1
    ORDER BY s.word LIMIT 1`);
  return {
    products,
    commonBrand: common.rows[0]?.word ?? 'nike',
    commonBrandProducts: Number(common.rows[0]?.products ?? 0),
    rareWord: rare.rows[0]?.word,
  };
}
