import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function RouteFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}
