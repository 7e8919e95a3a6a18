import { ADMIN_MSG, formatMoney, warrantyLabel, webPath } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { RouteFallback } from '../../../components/route-fallback';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useActivateProduct, useAdminProduct } from '../api/admin-products';

/** /admin/products/{productId}: the product and its 'Activar' / 'DesActivar' switch. */
export function AdminProductDetailPage() {
  const id = Number(useParams().productId);
  const product = useAdminProduct(id);
  const activate = useActivateProduct();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();

  if (product.isPending) return <RouteFallback />;
  if (product.isError) {
    return (
      <Alert severity="error">
        {isApiError(product.error) ? product.error.message : 'Error de conexión.'}
      </Alert>
    );
  }
  const p = product.data;
  const toggle = async () => {
    if (
      p.active &&
      !(await confirm.ask({
        title: `¿DesActivar ${p.name}?`,
        text: 'Dejará de verse en la tienda y nadie podrá comprarlo hasta que lo vuelva a activar.',
        confirmLabel: 'DesActivar',
      }))
    )
      return;
    activate.mutate(
      // The wanted state, not a flip: a double click cannot undo itself.
      { id: p.id, active: !p.active },
      {
        onSuccess: (answer) => enqueueSnackbar(answer.msg, { variant: 'success' }),
        onError: () => enqueueSnackbar(ADMIN_MSG.productNotModified, { variant: 'error' }),
      },
    );
  };
  const rows: [string, string][] = [
    ['Marca', p.brand],
    ['Color', p.color],
    ['Precio', formatMoney(p.priceCents)],
    ['Descuento', p.discount > 0 ? `${p.discount}%` : 'Sin descuento'],
    ['Precio final', formatMoney(p.finalPriceCents)],
    ['Stock', String(p.stock)],
    ['Garantía', warrantyLabel(p.warranty)],
    ['Categoría', p.category.name],
    ['Público', p.genre.name],
    ['Vendedor', p.seller?.userName ?? '—'],
    ['Alta', p.createdAt.slice(0, 10)],
  ];

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={webPath('adminProducts')}>
        Volver a productos
      </Link>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
            {p.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {p.thumbs.map((src, i) => (
              <Box
                key={src}
                component="img"
                src={src}
                alt={`${p.name}, imagen ${i + 1}`}
                sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{p.description}</Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </Box>
            ))}
            <dt>Activo</dt>
            <dd style={{ margin: 0 }} data-testid="product-active">
              {p.active ? 'Sí' : 'No'}
            </dd>
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              color={p.active ? 'error' : 'success'}
              onClick={toggle}
              disabled={activate.isPending}
            >
              {p.active ? 'DesActivar' : 'Activar'}
            </Button>
            {p.active && (
              <Button component={RouterLink} to={webPath('product', { id: p.id })} variant="outlined">
                Ver en la tienda
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {confirm.dialog}
    </Stack>
  );
}
