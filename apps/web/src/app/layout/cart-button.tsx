import { webPath } from '@bazar/shared';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '../../components/count-badge';
import { iconButtonSx } from '../../components/icon-button-sx';
import { useCartCount } from '../../features/cart';

export function CartButton() {
  const count = useCartCount();
  const label = count === 1 ? 'Carrito, 1 producto' : `Carrito, ${count} productos`;
  return (
    <ButtonBase
      component={RouterLink}
      to={webPath('cart')}
      nativeButton
      centerRipple
      focusRipple
      aria-label={label}
      sx={iconButtonSx({ color: 'inherit' })}
    >
      <CountBadge count={count}>
        <ShoppingCartIcon />
      </CountBadge>
    </ButtonBase>
  );
}
