import type { SentReview } from '@bazar/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RatingStars } from '../../../components/rating-stars';
import { formatDate } from '../../../lib/format';

/** A review already sent: the product, the stars, the comment (as text) and its date. */
export function SentReviewCard({ review }: { review: SentReview }) {
  const nameId = `${useId()}-name`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <Box
        component="img"
        src={review.product.thumbs[0] ?? review.product.image[0]}
        alt=""
        width={64}
        height={64}
        sx={{ width: 64, height: 64, flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: '#eef0f3' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {review.product.name}
        </Typography>
        <RatingStars value={review.rating} />
        {review.comment && <Typography variant="body2">{review.comment}</Typography>}
        <Typography variant="caption" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
      </Box>
    </Paper>
  );
}
