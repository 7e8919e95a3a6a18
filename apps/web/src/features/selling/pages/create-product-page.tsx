import { webPath } from '@bazar/shared';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ProductForm } from '../components/product-form';

/**
 * /create ('Vender'): publish a product, then show the new listing as buyers will see it (its
 * page), the form's '¡Éxito!' message over it; 'Mis publicaciones' in /perfil lists it too.
 */
export function CreateProductPage() {
  useDocumentTitle('Vender');
  const navigate = useNavigate();
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1" component="h1">
        Vender
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductForm onSaved={(saved) => navigate(webPath('product', { id: saved.id }))} />
      </Paper>
    </Container>
  );
}
