import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReviewList } from '../../../components/review-list';
import { PRODUCT_REVIEWS_PAGE_SIZE, useProductReviews } from '../api/get-product-reviews';

/* REVIEW_MSG.emptyProduct of @bazar/shared, word for word; copied so the detail stays free of zod. */
const EMPTY = 'Este producto aún no tiene reseñas.';

interface ProductReviewsProps {
  productId: number;
  /** From the product; the review list's own answer, when it arrives, is fresher. */
  rating: { average: number; count: number };
  headingLevel?: 'h2' | 'h3';
}

/** The average out of 5 with the count, then the reviews themselves (a query of their own). */
export function ProductReviews({ productId, rating: fromProduct, headingLevel = 'h3' }: ProductReviewsProps) {
  const [page, setPage] = useState(1);
  const { data } = useProductReviews(productId, page);
  const rating = data?.rating ?? fromProduct;
  return (
    <Box component="section" aria-labelledby="product-reviews-title">
      <Typography id="product-reviews-title" variant="h6" component={headingLevel} gutterBottom>
        Reseñas
      </Typography>
      {rating.count === 0 ? (
        <Typography color="text.secondary">{EMPTY}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <Rating value={rating.average} precision={0.1} readOnly size="small" />
            <Typography variant="body2" data-testid="rating-summary">
              {rating.average.toFixed(1).replace('.', ',')} de 5 ({rating.count}{' '}
              {rating.count === 1 ? 'reseña' : 'reseñas'})
            </Typography>
          </Box>
          <ReviewList
            reviews={data?.items}
            total={data?.total ?? rating.count}
            pageSize={PRODUCT_REVIEWS_PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Box>
  );
}
