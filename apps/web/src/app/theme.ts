import { createTheme } from '@mui/material/styles';

let esNumber: Intl.NumberFormat | undefined;

/**
 * As Material's esES writes a number, with the formatter built on first use: esES builds it
 * when imported, and the first Intl object a page makes loads the locale's data (tens of
 * milliseconds of a phone's main thread before the storefront's first render). Only the back
 * office's table pager writes numbers with it.
 */
function formatNumberEsEs(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  esNumber ??= new Intl.NumberFormat('es-ES');
  return esNumber.format(value);
}

function pageAriaLabel(type: string): string {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
}

/** Material's esES texts, component by component (theme.unit.test.ts holds them to it). */
const spanish = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pageAriaLabel,
      labelRowsPerPage: 'Filas por página:',
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        `${formatNumberEsEs(from)}–${formatNumberEsEs(to)} de ${count !== -1 ? formatNumberEsEs(count) : `más de ${formatNumberEsEs(to)}`}`,
    },
  },
  MuiRating: {
    defaultProps: {
      getLabelText: (value: number) => `${value} Estrella${value !== 1 ? 's' : ''}`,
      emptyLabelText: 'Vacío',
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Limpiar',
      closeText: 'Cerrar',
      loadingText: 'Cargando…',
      noOptionsText: 'Sin opciones',
      openText: 'Abierto',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Paginador',
      getItemAriaLabel: (type: string, page: number | null, selected: boolean) =>
        type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageAriaLabel(type),
    },
  },
};

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
  { components: spanish },
);
