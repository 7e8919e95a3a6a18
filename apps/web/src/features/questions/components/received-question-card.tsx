import { ANSWER_MAX, QUESTION_MSG, type ReceivedQuestion } from '@bazar/shared';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/snackbar';
import { type SellerAction, useSellerAction } from '../api/received-questions';
import { ProductLink } from './product-link';
import { QuestionTextForm } from './question-text-form';
import { QuestionThread } from './question-thread';

interface ReceivedQuestionCardProps {
  question: ReceivedQuestion;
  /** Asks before deleting or blocking (the screen's one confirmation dialog). */
  confirmDelete: () => Promise<boolean>;
  confirmBlock: (userName: string) => Promise<boolean>;
}

/**
 * One question on the seller's screen, as a stacked card at every width (no grid to scroll
 * sideways on a phone): its product, who asked, the thread, the answer box while unanswered,
 * and the seller's 'Eliminar pregunta' and 'Bloquear a quien pregunta'.
 */
export function ReceivedQuestionCard({ question, confirmDelete, confirmBlock }: ReceivedQuestionCardProps) {
  const act = useSellerAction();
  const { enqueueSnackbar } = useSnackbar();
  const done = ({ msg }: { msg: string }, fallback: string) =>
    enqueueSnackbar(msg || fallback, { variant: 'success' });
  const failed = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const asker = question.asker;

  /** Deleting and blocking are asked first; either answers with its message. */
  const confirmThen = async (confirmed: Promise<boolean>, step: SellerAction, fallback: string) => {
    if (await confirmed) act.mutate(step, { onSuccess: (r) => done(r, fallback), onError: failed });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <ProductLink product={question.product} />
      <Typography variant="body2" color="text.secondary">
        {asker ? QUESTION_MSG.askedBy(asker.userName) : QUESTION_MSG.askerGone}
      </Typography>
      <QuestionThread
        question={question}
        unanswered={
          <QuestionTextForm
            kind="answer"
            label={QUESTION_MSG.answerLabel}
            submitLabel={QUESTION_MSG.answer}
            max={ANSWER_MAX}
            pending={act.isPending && act.variables?.action === 'answer'}
            send={async (body) =>
              done(await act.mutateAsync({ action: 'answer', id: question.id, body }), QUESTION_MSG.answered)
            }
          />
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() =>
            confirmThen(confirmDelete(), { action: 'delete', id: question.id }, QUESTION_MSG.deleted)
          }
          disabled={act.isPending}
        >
          {QUESTION_MSG.deleteQuestion}
        </Button>
        {asker && (
          <Button
            size="small"
            color="inherit"
            startIcon={<BlockIcon />}
            onClick={() =>
              confirmThen(
                confirmBlock(asker.userName),
                { action: 'block', id: question.id },
                QUESTION_MSG.blocked,
              )
            }
            disabled={act.isPending}
          >
            {QUESTION_MSG.blockAsker}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
