import { webPath } from '@bazar/shared';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
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
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingCartIcon />
        {count > 0 && (
          // MUI's Badge look (secondary, top right, 99+) without its transitions on the first load.
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              transform: 'translate(50%, -50%)',
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: '#fff',
              fontSize: '0.75rem',
              fontWeight: 500,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </Box>
    </ButtonBase>
  );
}
