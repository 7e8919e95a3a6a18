import { NOTICE_MSG } from '@bazar/shared';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { AccountPage, EmptyMessage } from '../../../components/account-page';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarkRead, useNotices } from '../api/notices';
import { NoticeList } from '../components/notice-list';

const PAGE_SIZE = 10;

/** /notificaciones: every notice, newest first, ten a page, each with all its lines. */
export function NotificationsPage() {
  useDocumentTitle(NOTICE_MSG.bell);
  const [page, setPage] = useState(1);
  const notices = useNotices(page, PAGE_SIZE);
  const markRead = useMarkRead();
  const data = notices.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <AccountPage
      title={NOTICE_MSG.bell}
      error={notices.error}
      actions={
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={!data || data.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {NOTICE_MSG.markAllRead}
        </Button>
      }
    >
      {notices.isPending && <RouteFallback />}
      {data && data.items.length === 0 && <EmptyMessage>{NOTICE_MSG.empty}</EmptyMessage>}
      {data && data.items.length > 0 && (
        <Paper variant="outlined">
          <NoticeList
            notices={data.items}
            label={NOTICE_MSG.bell}
            full
            onOpen={(notice) => {
              if (!notice.read) markRead.mutate([notice.id]);
            }}
          />
        </Paper>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => {
              setPage(next);
              window.scrollTo(0, 0);
            }}
          />
        </Box>
      )}
    </AccountPage>
  );
}
