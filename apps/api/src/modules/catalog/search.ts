import { searchWords } from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { findTermCandidates } from './catalog.repository.js';

export interface SearchPlan {
  /** One group of alternative catalog words per query word; empty when a word matches nothing. */
  wordGroups: string[][];
}

const CANDIDATES_PER_WORD = 20;
const ALTERNATIVES_PER_WORD = 3;
/** Corrections much further from the typed word than the best one are noise ('camisa' for 'camizeta'). */
const ALTERNATIVE_MARGIN = 0.1;

/**
 * Typo- and accent-tolerant search the way dedicated engines do it, inside PostgreSQL: each
 * folded query word is checked against the catalog's own words. A word expands to the catalog
 * words it begins ('zapatilla' → zapatilla, zapatillas); an unknown one is replaced by its
 * closest catalog words ('camizeta' → camiseta). Products must have one word of every group.
 */
export async function planSearch(database: Database, text: string): Promise<SearchPlan | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const candidates = await findTermCandidates(database, words, CANDIDATES_PER_WORD);
  const wordGroups = words.map((word) => {
    const own = candidates.filter((c) => c.query_word === word);
    const expansions = own.filter((c) => c.word.startsWith(word)).map((c) => c.word);
    if (expansions.length > 0) return expansions;
    const best = own[0]?.score ?? 0;
    const similar = own
      .filter((c) => c.score >= best - ALTERNATIVE_MARGIN)
      .slice(0, ALTERNATIVES_PER_WORD)
      .map((c) => c.word);
    return similar;
  });
  return { wordGroups };
}
