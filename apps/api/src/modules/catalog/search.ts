import { searchWords } from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { findTermCandidates, type WordGroup } from './search.repository.js';

export type { WordGroup };

export interface SearchPlan {
  /** One group per query word; a product must carry one word of every group. Empty: no match. */
  groups: WordGroup[];
}

const CANDIDATES_PER_WORD = 20;
const ALTERNATIVES_PER_WORD = 3;
/** Corrections much further from the typed word than the best one are noise ('camisa' for 'camizeta'). */
const ALTERNATIVE_MARGIN = 0.1;

/**
 * Typo- and accent-tolerant search the way dedicated engines do it, inside PostgreSQL: each
 * folded query word is checked against the catalog's own words. A word expands to the catalog
 * words it begins ('zapatilla' → zapatillas; 'mesa' → mesa, mesada); an unknown one is replaced
 * by its closest catalog words ('camizeta' → camiseta). Products must have one word of every
 * group; those with the typed word itself (or its correction) rank before those that only have
 * a longer word beginning with it.
 */
export async function planSearch(database: Database, text: string): Promise<SearchPlan | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const candidates = await findTermCandidates(database, words, CANDIDATES_PER_WORD);
  const chosen = words.map((word) => {
    const own = candidates.filter((c) => c.query_word === word);
    const expansions = own.filter((c) => c.word.startsWith(word));
    const alternatives = expansions.length > 0 ? expansions : corrections(own);
    const exact = alternatives.filter((c) => c.word === word);
    return {
      words: alternatives.map((c) => c.word),
      // A word typed halfway ('auricu') has no whole match: all its expansions rank alike.
      whole: (expansions.length > 0 && exact.length > 0 ? exact : alternatives).map((c) => c.word),
    };
  });
  if (chosen.some((group) => group.words.length === 0)) return { groups: [] };
  return { groups: chosen };
}

/**
 * The groups rarest first (`sizes`: their posting entries, see groupSizes), for a walk of the
 * posting lists that starts from the rarest: fewest candidates to pass before a page is full.
 */
export function rarestFirst(groups: WordGroup[], sizes: number[]): WordGroup[] {
  return groups
    .map((group, index) => ({ group, size: sizes[index] ?? 0 }))
    .sort((a, b) => a.size - b.size)
    .map(({ group }) => group);
}

function corrections<T extends { score: number }>(own: T[]): T[] {
  const best = own[0]?.score ?? 0;
  return own.filter((c) => c.score >= best - ALTERNATIVE_MARGIN).slice(0, ALTERNATIVES_PER_WORD);
}
