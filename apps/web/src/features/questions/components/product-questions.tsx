import { PRODUCT_QUESTIONS_PAGE_SIZE, QUESTION_MAX, QUESTION_MSG, type Question } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { useSnackbar } from '../../../lib/snackbar';
import { useViewerId } from '../../../lib/viewer';
import { useAskQuestion, useProductQuestions } from '../api/product-questions';
import { QUESTIONS_ANCHOR } from '../ask-return';
import { useAskFocus } from '../use-ask-focus';
import { QuestionTextForm } from './question-text-form';
import { QuestionThread } from './question-thread';
import { ReportButton } from './report-button';

export interface ProductQuestionsProps {
  productId: number;
  /** Null once the seller's account is gone; the seller gets no box to ask. */
  sellerId: number | null;
  headingLevel?: 'h2' | 'h3';
}

const TITLE_ID = 'product-questions-title';

function QuestionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}

const itemSx = { listStyle: 'none', borderTop: 1, borderColor: 'divider', pt: 1.5 } as const;

/**
 * 'Preguntas al vendedor' of the product page and modal: the box to ask (a visitor is sent to
 * sign in first; the seller has none), the caller's questions still waiting, then the answered
 * ones, newest first, a page at a time.
 */
export function ProductQuestions({ productId, sellerId, headingLevel = 'h3' }: ProductQuestionsProps) {
  const signedIn = Boolean(useAuth());
  const viewerId = useViewerId();
  const [page, setPage] = useState(1);
  const questions = useProductQuestions(productId, page);
  const ask = useAskQuestion(productId);
  const { enqueueSnackbar } = useSnackbar();
  // A signed-in person's box waits for their id: the seller must not see it flash.
  const asker = signedIn && viewerId !== undefined && viewerId !== sellerId;
  const { box, signInToAsk } = useAskFocus(productId, asker);
  const data = questions.data;
  const pages = data ? Math.ceil(data.total / PRODUCT_QUESTIONS_PAGE_SIZE) : 0;
  const report = (question: Question) =>
    signedIn
      ? (part: 'question' | 'answer') => <ReportButton questionId={question.id} part={part} />
      : undefined;

  return (
    <Box component="section" id={QUESTIONS_ANCHOR} aria-labelledby={TITLE_ID} sx={{ scrollMarginTop: 80 }}>
      <Typography id={TITLE_ID} variant="h6" component={headingLevel} gutterBottom>
        {QUESTION_MSG.title}
      </Typography>
      {(asker || !signedIn) && (
        <QuestionTextForm
          kind="question"
          label={QUESTION_MSG.askLabel}
          submitLabel={QUESTION_MSG.ask}
          hint={signedIn ? QUESTION_MSG.askHint : QUESTION_MSG.loginToAsk}
          max={QUESTION_MAX}
          pending={ask.isPending}
          inputRef={box}
          send={async (body) => {
            const { msg } = await ask.mutateAsync(body);
            enqueueSnackbar(msg || QUESTION_MSG.asked, { variant: 'success' });
          }}
          {...(signedIn ? {} : { onSignInFirst: signInToAsk })}
        />
      )}
      {questions.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {questions.error.message}
        </Alert>
      )}
      {data && data.mine.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {QUESTION_MSG.mineWaiting}
          </Typography>
          <QuestionList label={QUESTION_MSG.mineWaiting}>
            {data.mine.map((question) => (
              <Box component="li" key={question.id} sx={itemSx}>
                <QuestionThread
                  question={question}
                  unanswered={
                    <Chip size="small" label={QUESTION_MSG.waiting} sx={{ justifySelf: 'start' }} />
                  }
                />
              </Box>
            ))}
          </QuestionList>
        </Box>
      )}
      <Box sx={{ mt: 2 }} aria-busy={questions.isFetching ? 'true' : 'false'}>
        {!data ? (
          !questions.error && <Skeleton width="60%" />
        ) : data.items.length === 0 ? (
          <Typography color="text.secondary">
            {/* Above, the visitor's own question waits: 'nobody asked' would contradict it. */}
            {data.mine.length > 0 ? QUESTION_MSG.noneAnswered : QUESTION_MSG.empty}
          </Typography>
        ) : (
          <QuestionList label={QUESTION_MSG.title}>
            {data.items.map((question) => (
              <Box component="li" key={question.id} sx={itemSx}>
                <QuestionThread question={question} actions={report(question)} />
              </Box>
            ))}
          </QuestionList>
        )}
        {pages > 1 && (
          <Pagination
            size="small"
            count={pages}
            page={page}
            onChange={(_event, value) => setPage(value)}
            sx={{ mt: 1.5 }}
          />
        )}
      </Box>
    </Box>
  );
}
