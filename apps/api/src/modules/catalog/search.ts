import { searchWords } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { findTermCandidates } from './catalog.repository.js';

export interface SearchPlan {
  /** One group of alternative substrings per query word. */
  wordGroups: string[][];
  /** The query as the catalog spells it, for ranking. */
  corrected: string;
}

const CANDIDATES_PER_WORD = 5;
const ALTERNATIVES_PER_WORD = 3;
/** Corrections much further from the typed word than the best one are noise ('camisa' for 'camizeta'). */
const ALTERNATIVE_MARGIN = 0.1;

/**
 * Typo- and accent-tolerant search the way dedicated engines do it, inside PostgreSQL: each
 * folded query word is checked against the catalog's own words; a word the catalog has (or
 * begins) is kept, an unknown one is replaced by its closest catalog words ('camizeta' →
 * 'camiseta'). Products must then contain one alternative of every word.
 */
export async function planSearch(db: Executor, text: string): Promise<SearchPlan | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const candidates = await findTermCandidates(db, words, CANDIDATES_PER_WORD);
  const wordGroups = words.map((word) => {
    const own = candidates.filter((c) => c.query_word === word);
    // The catalog has the word or words that begin with it: a substring match already finds them.
    if (own.some((c) => c.word.startsWith(word))) return [word];
    const best = own[0]?.score ?? 0;
    const similar = own
      .filter((c) => c.score >= best - ALTERNATIVE_MARGIN)
      .slice(0, ALTERNATIVES_PER_WORD)
      .map((c) => c.word);
    return similar.length > 0 ? similar : [word];
  });
  return { wordGroups, corrected: wordGroups.map((group) => group[0]).join(' ') };
}
