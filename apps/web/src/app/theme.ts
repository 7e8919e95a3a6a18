import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f3a5f', contrastText: '#ffffff' },
      secondary: { main: '#b4530a', contrastText: '#ffffff' },
      error: { main: '#c62828' },
      background: { default: '#f5f6f8', paper: '#ffffff' },
      text: { primary: '#1b1f24', secondary: '#4f5b67' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.4rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e6ea' } } },
    },
  },
  esES,
);
