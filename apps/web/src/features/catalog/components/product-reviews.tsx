import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

interface ProductReviewsProps {
  rating: { average: number; count: number };
}

/** The rating summary; the review list arrives with the reviews issue. */
export function ProductReviews({ rating }: ProductReviewsProps) {
  return (
    <Box component="section" aria-labelledby="product-reviews-title">
      <Typography id="product-reviews-title" variant="h6" component="h3" gutterBottom>
        Reseñas
      </Typography>
      {rating.count === 0 ? (
        <Typography color="text.secondary">Este producto aún no tiene reseñas.</Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Rating value={rating.average} precision={0.1} readOnly size="small" />
          <Typography variant="body2">
            {rating.average.toFixed(1).replace('.', ',')} de 5 ({rating.count}{' '}
            {rating.count === 1 ? 'reseña' : 'reseñas'})
          </Typography>
        </Box>
      )}
    </Box>
  );
}
