import { lookupForms, sameWord, searchWords, typoAllowance, wordForms } from '@bazar/shared';
import leven from 'leven';
import type { Database } from '../../db/client.js';
import { findTermCandidates, type TermCandidate, type WordGroup } from './search.repository.js';

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
 * folded query word is checked against the catalog's own words. A word stands for the catalog
 * words it begins ('zapatilla' → zapatillas; 'mesa' → mesa, mesada), its singular ('inalambricos'
 * → inalambrico) and the words of its synonym groups in either number ('remera' → camiseta,
 * camisetas; decision record 0037). Only a word none of those finds is replaced by its closest
 * catalog words ('camizeta' → camiseta), and only within the typos its length allows
 * (typoAllowance: 'heladera' is no 'herrera', 'remra' no 'remoto'). Products must have one word
 * of every group; those with a whole word (the typed one, its other number, a synonym, a
 * correction) rank before those that only have a longer word beginning with it.
 */
export async function planSearch(database: Database, text: string): Promise<SearchPlan | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const candidates = await findTermCandidates(database, searchVariants(words), CANDIDATES_PER_WORD);
  const chosen = words.map((word) =>
    chooseWords(
      word,
      candidates.filter((c) => c.query_word === word),
    ),
  );
  if (chosen.some((group) => group.words.length === 0)) return { groups: [] };
  return { groups: chosen };
}

/** Each word's own forms (itself first, its singulars) and the forms its synonyms are found by. */
export function searchVariants(words: string[]) {
  return {
    own: words.flatMap((word) => wordForms(word).map((form): [string, string] => [word, form])),
    lookup: words.flatMap((word) => lookupForms(word).map((form): [string, string] => [word, form])),
  };
}

/** One typed word's group from its candidates (findTermCandidates' rows of that word). */
export function chooseWords(word: string, own: TermCandidate[]): WordGroup {
  // The typed word as typed may be half a word: every catalog word it begins. Its singular and
  // its synonyms are whole words: only themselves in either number ('pc' is no 'pcb').
  const found = own.filter((c) =>
    c.variant === word ? c.word.startsWith(word) : c.word.length > 0 && sameWord(c.word, c.variant),
  );
  if (found.length > 0) {
    const words = [...new Set(found.map((c) => c.word))];
    const whole = words.filter((w) => own.some((c) => sameWord(w, c.variant)));
    // A word typed halfway ('auricu') has no whole match: all its expansions rank alike.
    return { words, whole: whole.length > 0 ? whole : words };
  }
  const typos = own
    .filter((c) => c.variant === word && leven(c.word, word) <= typoAllowance(word))
    .sort((a, b) => b.score - a.score);
  const alternatives = corrections(typos).map((c) => c.word);
  return { words: alternatives, whole: alternatives };
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
