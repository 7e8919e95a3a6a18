import { SEARCH_MAX_WORDS } from '../constants.js';

/**
 * Folds a text the way the database folds product names for search: lower case, accents
 * removed (ñ kept apart from n would miss 'espanol'), anything but letters and digits a
 * separator. Must stay in step with the SQL function bazar_fold() in the migrations.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The distinct search words of a query, folded, at most SEARCH_MAX_WORDS. */
export function searchWords(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}
