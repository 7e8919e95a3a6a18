import { type SQL, sql } from 'drizzle-orm';

/**
 * A list of texts bound one placeholder each (`ARRAY[$1, $2]::text[]`), not as one array
 * parameter. The planner then knows how many there are even in a statement's generic plan: it
 * prices that plan as it would a custom one and keeps it. Bound as one array, it guesses ten
 * elements, finds the generic plan dearer than the custom ones, and plans the statement anew at
 * every run (the search's words: 1 ms of the 1.4 ms they cost at a million products; a brand
 * filter's page and counts likewise). Each length is its own statement text, so callers bound
 * the length (SEARCH_MAX_WORDS, BRAND_FILTER_MAX).
 */
export function textList(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
