import { MSG, type ProductSummary } from '@bazar/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { useProductViews } from '../../../components/product-views';
import { RouteFallback } from '../../../components/route-fallback';
import { isApiError } from '../../../lib/api-client';
import { useProduct } from '../api/get-product';

interface ProductModalProps {
  productId: number;
  summary: ProductSummary | undefined;
  onClose: () => void;
}

const TITLE_ID = 'product-modal-title';

export function ProductModal({ productId, summary, onClose }: ProductModalProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error, isPlaceholderData } = useProduct(productId, summary);
  const { Detail } = useProductViews();

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={TITLE_ID}>
      <IconButton
        onClick={onClose}
        aria-label="Cerrar"
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, bgcolor: 'background.paper', boxShadow: 1 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: { xs: 7, sm: 3 } }}>
        {data ? (
          <Suspense fallback={<RouteFallback />}>
            <Detail product={data} headingLevel="h2" headingId={TITLE_ID} partial={isPlaceholderData} />
          </Suspense>
        ) : error ? (
          <Box sx={{ py: 4 }}>
            <Alert severity={isApiError(error, 404) ? 'warning' : 'error'} id={TITLE_ID}>
              {isApiError(error, 404) ? MSG.productNotFound : error.message}
            </Alert>
          </Box>
        ) : (
          <RouteFallback />
        )}
      </DialogContent>
    </Dialog>
  );
}
