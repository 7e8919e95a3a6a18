import { QUESTION_MSG, type Question, type QuestionPart } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

interface QuestionThreadProps {
  question: Question;
  /** What goes beside the question's and the answer's dates ('Denunciar'), by part. */
  actions?: (part: QuestionPart) => ReactNode;
  /** Shown where the answer goes while there is none ('Esperando respuesta', the answer box). */
  unanswered?: ReactNode;
}

const textSx = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
const metaSx = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 } as const;

/**
 * A question and, under it, its answer, each with its date. Both are React text: whatever
 * markup someone typed is shown as typed, never interpreted.
 */
export function QuestionThread({ question, actions, unanswered }: QuestionThreadProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography sx={textSx}>{question.body}</Typography>
      <Box sx={metaSx}>
        <Typography variant="caption" color="text.secondary">
          {QUESTION_MSG.askedOn(formatDate(question.createdAt))}
        </Typography>
        {actions?.('question')}
      </Box>
      {question.answer !== null ? (
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0.5, display: 'grid', gap: 0.5 }}>
          <Typography sx={{ ...textSx, color: 'text.secondary' }}>{question.answer}</Typography>
          <Box sx={metaSx}>
            {question.answeredAt && (
              <Typography variant="caption" color="text.secondary">
                {QUESTION_MSG.answeredOn(formatDate(question.answeredAt))}
              </Typography>
            )}
            {actions?.('answer')}
          </Box>
        </Box>
      ) : (
        unanswered
      )}
    </Box>
  );
}
