import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinner while a page's chunk loads: a CSS ring (CircularProgress would ride on the first load). */
export function RouteFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <Box
        role="progressbar"
        aria-label="Cargando"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </Box>
  );
}
