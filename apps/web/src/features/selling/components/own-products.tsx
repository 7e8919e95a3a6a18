import { SELLING_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useOwnProducts } from '../api/get-own-products';
import { OwnProductCard } from './own-product-card';
import { ProductForm } from './product-form';

/** Where /perfil puts the seller's products: the account menu's 'Mis publicaciones' links there. */
export const OWN_PRODUCTS_ANCHOR = 'mis-publicaciones';

/**
 * The /perfil list of the user's products ('Mis publicaciones', under the id OWN_PRODUCTS_ANCHOR,
 * brought into view once loaded when the address names it); 'Editar' swaps the card for the
 * filled-in form.
 */
export function OwnProducts() {
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<number | null>(null);
  const products = useOwnProducts(page);
  const { hash } = useLocation();
  const loaded = products.data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${OWN_PRODUCTS_ANCHOR}`) {
      document.getElementById(OWN_PRODUCTS_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);

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
