import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * The app's toasts. notistack (and its styled variants) is not needed to paint a page, so its
 * provider is a lazy chunk mounted beside the app (app/snackbar-host.tsx) instead of wrapping
 * it; until that chunk attaches, the latest toast waits here and a close removes it.
 */
export interface Snackbar {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
}

let attached: Snackbar | undefined;
let waiting: { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } }[] = [];
let nextKey = 0;

/**
 * One toast at a time: a new one replaces the one showing (they used to pile up and overlap), so
 * what the person sees is always about what they just did.
 */
function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  if (attached) {
    attached.closeSnackbar();
    return attached.enqueueSnackbar(message, options);
  }
  // A key of our own, so the caller can close the toast before notistack is there to name it.
  const key = options.key ?? `snackbar-${++nextKey}`;
  waiting = [{ message, options: { ...options, key } }];
  return key;
}

function closeSnackbar(key?: SnackbarKey): void {
  if (attached) {
    attached.closeSnackbar(key);
    return;
  }
  waiting = key === undefined ? [] : waiting.filter((toast) => toast.options.key !== key);
}

const snackbar: Snackbar = { enqueueSnackbar, closeSnackbar };

/** Called by the mounted provider: toasts that waited are shown now, later ones go straight to it. */
export function attachSnackbar(provider: Snackbar): () => void {
  attached = provider;
  for (const toast of waiting) provider.enqueueSnackbar(toast.message, toast.options);
  waiting = [];
  return () => {
    if (attached === provider) attached = undefined;
  };
}

/** Same shape as notistack's `useSnackbar`, usable anywhere under the app. */
export function useSnackbar(): Snackbar {
  return snackbar;
}
