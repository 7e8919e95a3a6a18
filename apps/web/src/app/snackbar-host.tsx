import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachSnackbar } from '../lib/snackbar';
import { snackbarVariants } from './snackbar-variants';

function AttachSnackbar() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => attachSnackbar({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return null;
}

/** notistack's provider and its toasts; loaded lazily by AppProviders, beside the app. */
export function SnackbarHost() {
  return (
    <SnackbarProvider
      maxSnack={1}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={snackbarVariants}
    >
      <AttachSnackbar />
    </SnackbarProvider>
  );
}
