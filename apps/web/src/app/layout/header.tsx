import { webPath } from '@bazar/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CartButton } from './cart-button';
import { SearchBar } from './search-bar';
import { UserArea } from './user-area';

export function Header() {
  return (
    // AppBar and Toolbar's looks from Box (their code is not needed for a bar that only sits there).
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            position: 'relative',
            minHeight: { xs: 56, sm: 64 },
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            columnGap: { xs: 1, sm: 2 },
            rowGap: 1,
            py: { xs: 1, sm: 0 },
            px: { xs: 1.5, sm: 3 },
          }}
        >
          <Typography
            component={RouterLink}
            to={webPath('home')}
            variant="h5"
            aria-label="Bazar, ir al inicio"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 800,
              letterSpacing: '-0.02em',
              mr: 'auto',
            }}
          >
            Baz
            <Box component="span" sx={{ color: '#ffb547' }}>
              a
            </Box>
            r
          </Typography>
          <Box
            sx={{
              order: { xs: 3, sm: 0 },
              flexBasis: { xs: '100%', sm: 'auto' },
              flexGrow: 1,
              maxWidth: { sm: 560 },
            }}
          >
            <SearchBar />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: { sm: 'auto' } }}>
            <UserArea />
            <CartButton />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
