/**
 * What the app uses of questions: the product's 'Preguntas al vendedor' (lazy, for a product's
 * detail) and the seller's unanswered count (the user menu). The screens are lazy, see pages.ts.
 */
export { useUnansweredCount } from './api/received-questions';
export { LazyProductQuestions } from './components/lazy-product-questions';
