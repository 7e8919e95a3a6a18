import { SELLING_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOwnProducts } from '../api/get-own-products';
import { OwnProductCard } from './own-product-card';
import { ProductForm } from './product-form';

/** The /perfil list of the user's products; 'Editar' swaps the card for the filled-in form. */
export function OwnProducts() {
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<number | null>(null);
  const products = useOwnProducts(page);

  if (products.isPending) return <Skeleton variant="rounded" height={160} />;
  if (products.isError) return <Alert severity="error">{products.error.message}</Alert>;
  const { items, total, pageSize } = products.data;
  if (items.length === 0) return <Typography color="text.secondary">{SELLING_MSG.noProducts}</Typography>;

  const editing = items.find((p) => p.id === editingId);
  if (editing) {
    return (
      <ProductForm
        key={editing.id}
        product={editing}
        onSaved={() => setEditingId(null)}
        onCancel={() => setEditingId(null)}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {items.map((product) => (
          <OwnProductCard key={product.id} product={product} onEdit={() => setEditingId(product.id)} />
        ))}
      </Box>
      {total > pageSize && (
        <Pagination
          count={Math.ceil(total / pageSize)}
          page={page}
          onChange={(_e, value) => setPage(value)}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}
