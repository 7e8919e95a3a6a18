import { QUESTION_MSG, RECEIVED_QUESTIONS_PAGE_SIZE } from '@bazar/shared';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { AccountPage, CardList } from '../../../components/account-page';
import { CenteredPager } from '../../../components/centered-pager';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/use-document-title';
import { type ReceivedStatus, useReceivedQuestions } from '../api/received-questions';
import { BlockedAskers } from '../components/blocked-askers';
import { ReceivedFilters } from '../components/received-filters';
import { ReceivedQuestionCard } from '../components/received-question-card';

/** /preguntas: the questions on the seller's products, the unanswered ones first; who is blocked. */
export function QuestionsPage() {
  useDocumentTitle(QUESTION_MSG.received);
  const [status, setStatus] = useState<ReceivedStatus>('unanswered');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useReceivedQuestions({ page, pageSize: RECEIVED_QUESTIONS_PAGE_SIZE, status, q });
  const confirm = useConfirm();
  const data = list.data;

  return (
    <AccountPage
      title={QUESTION_MSG.receivedTitle}
      error={list.error}
      actions={
        data &&
        data.unanswered > 0 && <Chip color="primary" label={QUESTION_MSG.unansweredCount(data.unanswered)} />
      }
    >
      <ReceivedFilters
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <CardList
        label={QUESTION_MSG.received}
        loading={list.isPending}
        empty={
          data && data.items.length === 0
            ? q
              ? QUESTION_MSG.noneMatching
              : status === 'unanswered'
                ? QUESTION_MSG.noneUnanswered
                : QUESTION_MSG.receivedEmpty
            : null
        }
      >
        {data?.items.map((question) => (
          <ReceivedQuestionCard
            key={question.id}
            question={question}
            confirmDelete={() =>
              confirm.ask({
                title: QUESTION_MSG.deleteTitle,
                text: QUESTION_MSG.deleteText,
                confirmLabel: QUESTION_MSG.deleteQuestion,
              })
            }
            confirmBlock={(userName) =>
              confirm.ask({
                title: QUESTION_MSG.blockTitle(userName),
                text: QUESTION_MSG.blockText,
                confirmLabel: QUESTION_MSG.blockAsker,
              })
            }
          />
        ))}
      </CardList>
      <CenteredPager
        total={data?.total}
        pageSize={RECEIVED_QUESTIONS_PAGE_SIZE}
        page={page}
        onPage={setPage}
      />
      <BlockedAskers />
      {confirm.dialog}
    </AccountPage>
  );
}
