import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ProductQuestionsProps } from './product-questions';

// The section (its box, pager, chips, the length check's zod) is not needed to paint the product:
// a chunk of its own, fetched as the detail renders, so the product page's first load stays as it was.
const ProductQuestions = lazy(async () => ({
  default: (await import('./product-questions')).ProductQuestions,
}));

export function LazyProductQuestions(props: ProductQuestionsProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
      <ProductQuestions {...props} />
    </Suspense>
  );
}
