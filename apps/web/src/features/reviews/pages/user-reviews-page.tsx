import { REVIEW_MSG } from '@bazar/shared';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AccountPage, CardList } from '../../../components/account-page';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSnackbar } from '../../../lib/snackbar';
import { useCreateReview } from '../api/create-review';
import { PENDING_PAGE_SIZE, usePendingReviews } from '../api/get-pending-reviews';
import { SENT_PAGE_SIZE, useSentReviews } from '../api/get-sent-reviews';
import { PendingReviewCard } from '../components/pending-review-card';
import { SentReviewCard } from '../components/sent-review-card';

export function UserReviewsPage() {
  useDocumentTitle('Mis reseñas');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const [page, setPage] = useState(1);
  const { data, error, isPending } = usePendingReviews(page);
  const create = useCreateReview();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const items = data?.items ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PENDING_PAGE_SIZE));
  const [sentPage, setSentPage] = useState(1);
  const sent = useSentReviews(sentPage);
  const sentItems = sent.data?.items ?? [];
  const sentPages = Math.max(1, Math.ceil((sent.data?.total ?? 0) / SENT_PAGE_SIZE));

  // The last card of a later page went: step back to a page that has some.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage((p) => Math.max(1, Math.min(p - 1, pages)));
  }, [data, page, pages]);

  // 'Guardando...' while sending, then 'Reseña enviada' or 'Error.'.
  const send = async (productId: number, values: { rating: number; comment: string }) => {
    const saving = enqueueSnackbar(REVIEW_MSG.saving, { variant: 'info', persist: true });
    try {
      await create.mutateAsync({ id: productId, ...values });
      enqueueSnackbar(REVIEW_MSG.sent, { variant: 'success' });
    } catch {
      enqueueSnackbar(REVIEW_MSG.failed, { variant: 'error' });
    } finally {
      closeSnackbar(saving);
    }
  };

  return (
    <AccountPage title={REVIEW_MSG.title} error={error ?? sent.error}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {REVIEW_MSG.pendingTitle}
      </Typography>
      <CardList
        label="Productos por calificar"
        loading={isPending}
        empty={items.length === 0 ? REVIEW_MSG.emptyMine : null}
      >
        {items.map((item) => (
          <PendingReviewCard
            key={item.id}
            item={item}
            busy={create.isPending && create.variables?.id === item.id}
            onSend={(values) => send(item.id, values)}
          />
        ))}
      </CardList>
      {pages > 1 && items.length > 0 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        {REVIEW_MSG.sentTitle}
      </Typography>
      <CardList
        label={REVIEW_MSG.sentTitle}
        loading={sent.isPending}
        empty={sentItems.length === 0 ? REVIEW_MSG.emptySent : null}
      >
        {sentItems.map((review) => (
          <SentReviewCard key={review.id} review={review} />
        ))}
      </CardList>
      {sentPages > 1 && (
        <Pagination
          count={sentPages}
          page={sentPage}
          onChange={(_event, value) => setSentPage(value)}
          aria-label={`Páginas de ${REVIEW_MSG.sentTitle}`}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </AccountPage>
  );
}
