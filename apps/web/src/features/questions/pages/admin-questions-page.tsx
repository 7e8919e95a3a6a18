import { QUESTION_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardList } from '../../../components/account-page';
import { CenteredPager } from '../../../components/centered-pager';
import { useDocumentTitle } from '../../../components/use-document-title';
import { REPORTED_PAGE_SIZE, useReportedQuestions } from '../api/reported-questions';
import { ReportedQuestionCard } from '../components/reported-question-card';

/**
 * /admin/preguntas: reported questions and answers, oldest report first. Cards rather than a
 * grid: the texts are long and are what the administrator has to read.
 */
export function AdminQuestionsPage() {
  useDocumentTitle(QUESTION_MSG.adminTitle);
  const [page, setPage] = useState(1);
  const list = useReportedQuestions(page);
  const data = list.data;
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {QUESTION_MSG.adminTitle}
      </Typography>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error.message}
        </Alert>
      )}
      <CardList
        label={QUESTION_MSG.adminTitle}
        loading={list.isPending}
        empty={data && data.items.length === 0 ? QUESTION_MSG.adminEmpty : null}
      >
        {data?.items.map((question) => (
          <ReportedQuestionCard key={question.id} question={question} />
        ))}
      </CardList>
      <CenteredPager total={data?.total} pageSize={REPORTED_PAGE_SIZE} page={page} onPage={setPage} />
    </Box>
  );
}
