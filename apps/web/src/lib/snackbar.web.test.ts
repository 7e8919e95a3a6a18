import { describe, expect, it } from 'vitest';
import { attachSnackbar, useSnackbar } from './snackbar';

describe('toasts', () => {
  it('show one at a time: a new one closes the one showing, and only the latest waits for the provider', () => {
    const { enqueueSnackbar } = useSnackbar();
    enqueueSnackbar('primero');
    enqueueSnackbar('segundo');
    const calls: string[] = [];
    const detach = attachSnackbar({
      enqueueSnackbar: (message) => {
        calls.push(`mostrar ${String(message)}`);
        return String(message);
      },
      closeSnackbar: (key) => {
        calls.push(key === undefined ? 'cerrar todos' : `cerrar ${String(key)}`);
      },
    });
    expect(calls).toEqual(['mostrar segundo']);
    enqueueSnackbar('tercero');
    expect(calls).toEqual(['mostrar segundo', 'cerrar todos', 'mostrar tercero']);
    detach();
  });
});
