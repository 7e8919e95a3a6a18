import { type PendingReview, REVIEW_COMMENT_MAX, REVIEW_MSG } from '@bazar/shared';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { formatDate } from '../../../lib/format';

interface PendingReviewCardProps {
  item: PendingReview;
  busy: boolean;
  onSend: (values: { rating: number; comment: string }) => void;
}

/** One purchased product to review: date, image, name, a 5-star picker, a comment and 'Enviar'. */
export function PendingReviewCard({ item, busy, onSend }: PendingReviewCardProps) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const nameId = `${id}-name`;
  const ratingId = `${id}-rating`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setMissingRating(true);
      return;
    }
    onSend({ rating, comment });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
      }}
    >
      <Box
        component="img"
        src={item.product.thumbs[0] ?? item.product.image[0]}
        alt=""
        width={120}
        height={120}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, bgcolor: '#eef0f3' }}
      />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          Comprado el {formatDate(item.purchasedAt)}
        </Typography>
        <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {item.product.name}
        </Typography>
        <Box>
          <Typography id={ratingId} component="span" variant="body2" sx={{ display: 'block' }}>
            Calificación
          </Typography>
          <Rating
            name={`${id}-stars`}
            aria-labelledby={ratingId}
            value={rating}
            disabled={busy}
            onChange={(_event, value) => {
              setRating(value);
              if (value) setMissingRating(false);
            }}
          />
          {missingRating && (
            <Typography role="alert" variant="caption" color="error" sx={{ display: 'block' }}>
              {REVIEW_MSG.invalidRating}
            </Typography>
          )}
        </Box>
        <TextField
          label="Comentario"
          multiline
          minRows={2}
          value={comment}
          disabled={busy}
          onChange={(event) => setComment(event.target.value.slice(0, REVIEW_COMMENT_MAX))}
          helperText={`${comment.length}/${REVIEW_COMMENT_MAX}`}
          slotProps={{
            htmlInput: { maxLength: REVIEW_COMMENT_MAX },
            formHelperText: { sx: { textAlign: 'right' } },
          }}
        />
        <Box>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={busy}>
            {REVIEW_MSG.send}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
