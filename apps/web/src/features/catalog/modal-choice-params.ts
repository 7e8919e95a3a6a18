/*
 * The home's URL parameters of an open modal's choice, apart from variant-choice.ts: the home's
 * first load reads them (its filters leave them out) and must not carry what that module imports
 * (the variants' schemas, and zod with them).
 */

/**
 * Where a choice lives in the URL: the product page's own parameters (`?talle=42`), or, in the
 * home's modal, parameters with this prefix (`?product=12&v-talle=42`): the home reads its other
 * parameters as the listing's filters, and `color` is one of them.
 */
export const MODAL_CHOICE_PREFIX = 'v-';
export type ChoicePlace = 'page' | 'modal';

/** The URL's parameters without a modal's choice (closing it, or opening another product). */
export function withoutModalChoice(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (key.startsWith(MODAL_CHOICE_PREFIX)) next.delete(key);
  return next;
}
