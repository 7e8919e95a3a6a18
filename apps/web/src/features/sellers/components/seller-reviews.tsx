import { SELLER_MSG, webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ReviewList } from '../../../components/review-list';
import { SELLER_REVIEWS_PAGE_SIZE, useSellerReviews } from '../api/seller';

const TITLE_ID = 'seller-reviews-title';

/** Reviews of the seller's products, newest first, each naming (and linking) its product. */
export function SellerReviews({ userName }: { userName: string }) {
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(userName, page);
  const data = reviews.data;
  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
        {SELLER_MSG.reviews}
      </Typography>
      {data && data.total === 0 ? (
        <Typography color="text.secondary">{SELLER_MSG.noReviews}</Typography>
      ) : (
        <ReviewList
          label={SELLER_MSG.reviews}
          reviews={data?.items}
          total={data?.total ?? 0}
          pageSize={SELLER_REVIEWS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          about={(review) => (
            <Link component={RouterLink} to={webPath('product', { id: review.product.id })} variant="body2">
              {review.product.name}
            </Link>
          )}
        />
      )}
    </Box>
  );
}
