import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useCartCount } from '../../features/cart';

export function CartButton() {
  const count = useCartCount();
  const label = count === 1 ? 'Carrito, 1 producto' : `Carrito, ${count} productos`;
  return (
    <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={label}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCartIcon />
      </Badge>
    </IconButton>
  );
}
