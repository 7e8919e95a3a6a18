/** A question's and an answer's length. */
export const QUESTION_MAX = 2000;
export const QUESTION_MIN = 3;
export const ANSWER_MAX = 2000;
/** Answered questions per page on a product; the seller's screen. */
export const PRODUCT_QUESTIONS_PAGE_SIZE = 10;
export const RECEIVED_QUESTIONS_PAGE_SIZE = 20;
