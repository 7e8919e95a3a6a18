import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants.js';
import { pageParam, pageSchema } from '../pagination.js';
import { SEARCH_MSG } from './filter-texts.js';
import { SUGGESTION_LIMITS, SYNONYM_LIMITS } from './search-texts.js';
import { foldText } from './search-words.js';

const TERM = /^[\p{L}\p{N}]+$/u;

/**
 * The words a text stands for in a synonym group: split at commas, trimmed, lower case, each
 * kept as written (its accents) and distinct once folded ('Remera, remera' is one word).
 */
export function synonymTerms(text: string | string[]): string[] {
  const parts = Array.isArray(text) ? text : text.split(',');
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of parts) {
    const term = part.trim().toLowerCase();
    const key = foldText(term);
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

const L = SYNONYM_LIMITS;
const termFits = (term: string) =>
  term.length >= L.minLength && term.length <= L.maxLength && TERM.test(term);

/** POST /api/admin/synonyms: the group's words, as typed ('remera, camiseta') or as a list. */
export const synonymGroupBodySchema = z.object({
  terms: z
    .union([z.string().max(L.maxTerms * (L.maxLength + 2) + 50), z.array(z.string().max(100)).max(50)], {
      error: SEARCH_MSG.termsInvalid,
    })
    .transform(synonymTerms)
    .pipe(
      z
        .array(z.string())
        .min(L.minTerms, { error: SEARCH_MSG.termsTooFew })
        .max(L.maxTerms, { error: SEARCH_MSG.termsTooMany(L.maxTerms) })
        // One message under the field for any word: the form has one field for them all.
        .refine((terms) => terms.every(termFits), { error: SEARCH_MSG.termFormat(L.minLength, L.maxLength) }),
    ),
});
export type SynonymGroupBody = z.infer<typeof synonymGroupBodySchema>;

export const synonymGroupSchema = z.object({ id: z.number().int(), terms: z.array(z.string()) });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export const synonymGroupPageSchema = pageSchema(synonymGroupSchema);
export type SynonymGroupPage = z.infer<typeof synonymGroupPageSchema>;
export const synonymListQuerySchema = z.object({ page: pageParam });

/** GET /api/search/suggestions: what is typed so far. */
export const searchSuggestionsQuerySchema = z.object({
  q: z.string({ error: SEARCH_MSG.termsInvalid }).max(SEARCH_MAX_LENGTH).trim(),
  limit: z.coerce.number().int().min(1).max(SUGGESTION_LIMITS.max).default(SUGGESTION_LIMITS.default),
});
export const searchSuggestionsSchema = z.object({
  /** Product names (distinct) with a word that begins with the text: picking one searches it. */
  products: z.array(z.object({ name: z.string() })),
  /** Categories with a word that begins with the text and some active product. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** GET /api/search/hint: what a search that found nothing may try instead. */
export const searchHintQuerySchema = z.object({ name: z.string().max(SEARCH_MAX_LENGTH).trim() });
export const searchHintSchema = z.object({
  /** The query with each unknown word replaced by the closest known one; null if none is close. */
  didYouMean: z.string().nullable(),
  /** The categories with most active products. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type SearchHint = z.infer<typeof searchHintSchema>;

/**
 * The singular a folded word may be the plural of ('camisetas' → camiseta, 'celulares' →
 * celular), the word itself first. Spanish plurals add -s or -es; a stem shorter than 4 letters
 * is left alone ('tres', 'mes').
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length >= 5 && word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.length >= 6 && word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

/** Whether two folded words are one word in the singular or the plural. */
export function sameWord(a: string, b: string): boolean {
  const forms = new Set(wordForms(a));
  return wordForms(b).some((form) => forms.has(form));
}

/** A folded word's singular and plural forms, to look it up among the synonyms. */
export function lookupForms(word: string): string[] {
  return [...new Set([...wordForms(word), `${word}s`, `${word}es`])];
}

/**
 * How many typing mistakes a word may carry and still be corrected, by its length (as the
 * search engines count them): a short word only matches itself or longer words it begins
 * ('remra' is no 'remoto'), a longer one one or two letters off ('camizeta', 'plegabel').
 */
export function typoAllowance(word: string): number {
  if (word.length <= 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/**
 * The typed text as the suggestions' keys are written: folded, its words joined by one space,
 * in order, the last one possibly half typed.
 */
export function suggestionPrefix(text: string): string {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .join(' ');
}
