import { MSG } from '@bazar/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useSnackbar } from 'notistack';
import { useAuth } from '../../../lib/auth-store';

/** Cart and wish-list buttons; what they do arrives with the cart and wish-list issues. */
export function ProductActions({ stock }: { stock: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const auth = useAuth();
  const soon = () => enqueueSnackbar('Muy pronto podrás usar esta opción.', { variant: 'info' });
  const wish = () => (auth ? soon() : enqueueSnackbar('Inicie sesion...', { variant: 'warning' }));

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {stock > 0 ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          onClick={soon}
          sx={{ flex: 1 }}
        >
          Agregar al carrito
        </Button>
      ) : (
        <Button variant="contained" size="large" disabled sx={{ flex: 1 }}>
          {MSG.notAvailable}
        </Button>
      )}
      <IconButton
        onClick={wish}
        aria-label="Agregar a la lista de deseos"
        color="secondary"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <FavoriteBorderIcon />
      </IconButton>
    </Box>
  );
}
