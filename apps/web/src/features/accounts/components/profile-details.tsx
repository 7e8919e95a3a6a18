import type { Profile } from '@bazar/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';

export function ProfileDetails({ profile }: { profile: Profile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Usuario', profile.userName],
    ['Nombre', fullName],
    ['Correo electrónico', profile.email],
    ['Teléfono', profile.phone || '—'],
    ['Dirección', profile.address || '—'],
    ['Documento de identidad', profile.idPersonal],
    ['Cliente desde', formatDate(profile.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        alignItems: 'baseline',
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
