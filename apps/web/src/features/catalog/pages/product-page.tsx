import { MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useProduct } from '../api/get-product';
import { ProductDetail } from '../components/product-detail';

export function ProductPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isPending } = useProduct(valid ? id : 0);
  useDocumentTitle(data?.name);

  if (!valid || isApiError(error, 404) || isApiError(error, 400) || data?.active === false) {
    return <MessagePage message={MSG.productNotFound} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {data ? (
        <ProductDetail product={data} headingLevel="h1" />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        isPending && <RouteFallback />
      )}
    </Container>
  );
}
