import { MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { useProductViews } from '../../../components/product-views';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useProduct } from '../api/get-product';

export function ProductPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isPending } = useProduct(valid ? id : 0);
  useDocumentTitle(data?.name);
  const { Detail } = useProductViews();

  if (!valid || isApiError(error, 404) || isApiError(error, 400) || data?.active === false) {
    return <MessagePage message={MSG.productNotFound} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {data ? (
        <Suspense fallback={<RouteFallback />}>
          <Detail product={data} headingLevel="h1" choiceInUrl />
        </Suspense>
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        isPending && <RouteFallback />
      )}
    </Container>
  );
}
