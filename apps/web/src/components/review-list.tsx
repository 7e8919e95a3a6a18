import { REVIEW_MSG, type Review } from '@bazar/shared';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';

/** A review as listed; `bought` names the variant the reviewer bought, where the list knows it. */
type ListedReview = Omit<Review, 'bought'> & { bought?: string };

interface ReviewListProps<R extends ListedReview> {
  reviews: R[] | undefined;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The list's accessible name. */
  label?: string;
  /** A line under each review's header (the seller's page names the product). */
  about?: (review: R) => ReactNode;
}

/**
 * A page of reviews (a product's, in its detail; a seller's, on their page), with its pager. Each
 * review: user name, stars, comment and date (createdAt's day in the shop's zone), newest first.
 * The comment is rendered as React text, so markup in it is shown, never interpreted.
 */
export function ReviewList<R extends ListedReview>({
  reviews,
  total,
  pageSize,
  page,
  onPage,
  label = 'Reseñas del producto',
  about,
}: ReviewListProps<R>) {
  if (!reviews) {
    return (
      <Box>
        <Skeleton />
        <Skeleton width="60%" />
      </Box>
    );
  }
  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {reviews.map((review) => (
          <Box
            component="li"
            key={review.id}
            sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', pt: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {review.user.userName}
              </Typography>
              <Rating value={review.rating} readOnly size="small" />
              <Typography component="span" variant="body2" color="text.secondary">
                {formatDate(review.createdAt)}
              </Typography>
            </Box>
            {about?.(review)}
            {review.bought && (
              <Typography variant="body2" color="text.secondary">
                {REVIEW_MSG.bought(review.bought)}
              </Typography>
            )}
            {review.comment && (
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.comment}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={page}
          onChange={(_event, value) => onPage(value)}
          sx={{ mt: 1.5 }}
        />
      )}
    </>
  );
}
