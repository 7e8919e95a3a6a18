import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFooterHeld } from './footer-hold';

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Bazar en Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', label: 'Bazar en Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/', label: 'Bazar en X', Icon: XIcon },
  { href: 'https://www.youtube.com/', label: 'Bazar en YouTube', Icon: YouTubeIcon },
] as const;

export function Footer() {
  if (useFooterHeld()) return null;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 6, py: 3 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2">© 2026 Bazar</Typography>
        <Box component="nav" aria-label="Redes sociales" sx={{ display: 'flex', gap: 0.5 }}>
          {SOCIAL_LINKS.map(({ href, label, Icon }) => (
            <IconButton
              key={href}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              color="inherit"
            >
              <Icon />
            </IconButton>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
