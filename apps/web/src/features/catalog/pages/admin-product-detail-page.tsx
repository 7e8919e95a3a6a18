import {
  ADMIN_MSG,
  formatMoney,
  optionsSummaryText,
  VARIANT_FORM,
  warrantyLabel,
  webPath,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  BackOfficeDetail,
  DetailField,
  DetailList,
  DetailQueryState,
} from '../../../components/back-office-detail';
import { useConfirm } from '../../../components/confirm-dialog';
import { VariantStockTable } from '../../../components/variant-stock-table';
import { formatDate, formatDiscount } from '../../../lib/format';
import { useSnackbar } from '../../../lib/snackbar';
import { useActivateProduct, useAdminProduct } from '../api/all-products';

/** /admin/products/{productId}: the product and its 'Activar' / 'DesActivar' switch. */
export function AdminProductDetailPage() {
  const id = Number(useParams().productId);
  const product = useAdminProduct(id);
  const activate = useActivateProduct();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();

  if (product.isPending || product.isError) return <DetailQueryState query={product} />;
  const p = product.data;
  const toggle = async () => {
    if (
      p.active &&
      !(await confirm.ask({
        title: `¿DesActivar ${p.name}?`,
        text: 'Dejará de verse en la tienda y nadie podrá comprarlo hasta que lo vuelvas a activar.',
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
    ['Descuento', formatDiscount(p.discount)],
    ['Precio final', formatMoney(p.finalPriceCents)],
    ['Stock', String(p.stock)],
    ...(p.options.length > 0
      ? ([[VARIANT_FORM.options, optionsSummaryText(p.optionsSummary) || '—']] as [string, string][])
      : []),
    ['Garantía', warrantyLabel(p.warranty)],
    ['Categoría', p.category.name],
    ['Público', p.genre.name],
    ['Vendedor', p.seller?.userName ?? '—'],
    ['Alta', formatDate(p.createdAt)],
  ];

  return (
    <BackOfficeDetail
      back={{ to: webPath('adminProducts'), label: 'Volver a productos' }}
      title={p.name}
      after={confirm.dialog}
    >
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
      <DetailList>
        {rows.map(([label, value]) => (
          <DetailField key={label} label={label}>
            {value}
          </DetailField>
        ))}
        <DetailField label="Activo" testId="product-active">
          {p.active ? 'Sí' : 'No'}
        </DetailField>
      </DetailList>
      {p.options.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <VariantStockTable product={p} />
        </Box>
      )}
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
    </BackOfficeDetail>
  );
}
