import { QUESTION_MSG, type QuestionPart } from '@bazar/shared';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSnackbar } from '../../../lib/snackbar';
import { useReportQuestion } from '../api/product-questions';

/** 'Denunciar' a question or its answer: once sent, the button stays off for this page. */
export function ReportButton({ questionId, part }: { questionId: number; part: QuestionPart }) {
  const report = useReportQuestion();
  const { enqueueSnackbar } = useSnackbar();
  const [sent, setSent] = useState(false);
  return (
    <Button
      size="small"
      color="inherit"
      aria-label={part === 'question' ? QUESTION_MSG.reportQuestion : QUESTION_MSG.reportAnswer}
      disabled={sent || report.isPending}
      onClick={() =>
        report.mutate(
          { id: questionId, part },
          {
            onSuccess: ({ msg }) => {
              setSent(true);
              enqueueSnackbar(msg || QUESTION_MSG.reported, { variant: 'success' });
            },
            onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
          },
        )
      }
      sx={{ minWidth: 0, px: 0.5, py: 0, fontSize: '0.75rem', color: 'text.secondary' }}
    >
      {QUESTION_MSG.report}
    </Button>
  );
}
