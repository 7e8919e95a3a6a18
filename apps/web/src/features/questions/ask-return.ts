import { webPath } from '@bazar/shared';

/** The product page's anchor of 'Preguntas al vendedor'. */
export const QUESTIONS_ANCHOR = 'preguntas';
/** `?preguntar=1`: back from signing up to ask, the question box takes the focus. */
export const ASK_PARAM = 'preguntar';

/**
 * Where a visitor who wanted to ask goes on to after creating an account from the login modal:
 * the product's own page, at its questions, with the box ready to write in.
 */
export function askReturnPath(productId: number): string {
  return `${webPath('product', { id: productId })}?${ASK_PARAM}=1#${QUESTIONS_ANCHOR}`;
}

/** Whether the address says to put the focus in the question box. */
export function cameToAsk(search: URLSearchParams): boolean {
  return search.get(ASK_PARAM) === '1';
}
