import { QUESTION_MSG, QUESTION_PARTS, type ReportedQuestion } from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useReportDecision } from '../api/reported-questions';
import { ProductLink } from './product-link';
import { QuestionThread } from './question-thread';

/** A reported question (or answer) in the back office: the counts, who is who, 'Ocultar' or 'Descartar denuncia'. */
export function ReportedQuestionCard({ question }: { question: ReportedQuestion }) {
  const decide = useReportDecision();
  const { enqueueSnackbar } = useSnackbar();
  const send = (decision: 'hide' | 'dismiss') =>
    decide.mutate(
      { id: question.id, decision },
      {
        onSuccess: ({ msg }) =>
          enqueueSnackbar(msg || (decision === 'hide' ? QUESTION_MSG.hidden : QUESTION_MSG.dismissed), {
            variant: 'success',
          }),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {QUESTION_PARTS.filter((part) => question.reports[part] > 0).map((part) => (
          <Chip
            key={part}
            color="error"
            variant="outlined"
            size="small"
            label={`${QUESTION_MSG.reportedPart[part]}: ${QUESTION_MSG.reportsCount(question.reports[part])}`}
          />
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {QUESTION_MSG.reportedOn(formatDate(question.firstReportedAt))}
        </Typography>
      </Box>
      <ProductLink product={question.product} />
      <Typography variant="body2" color="text.secondary">
        {question.seller ? QUESTION_MSG.sellerLabel(question.seller.userName) : ''}
        {question.seller && ' · '}
        {question.asker ? QUESTION_MSG.askedBy(question.asker.userName) : QUESTION_MSG.askerGone}
      </Typography>
      <QuestionThread question={question} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          color="error"
          size="small"
          disabled={decide.isPending}
          onClick={() => send('hide')}
        >
          {QUESTION_MSG.hide}
        </Button>
        <Button variant="outlined" size="small" disabled={decide.isPending} onClick={() => send('dismiss')}>
          {QUESTION_MSG.dismiss}
        </Button>
      </Box>
    </Paper>
  );
}
