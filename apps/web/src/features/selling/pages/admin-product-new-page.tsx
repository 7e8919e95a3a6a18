import { webPath } from '@bazar/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ProductForm } from '../components/product-form';

/** /admin/products/new: the same form as /create, inside the back office's layout. */
export function AdminProductNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        Agregar producto
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductForm onSaved={() => navigate(webPath('adminProducts'))} />
      </Paper>
    </>
  );
}
