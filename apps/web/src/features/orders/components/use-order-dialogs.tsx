import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { OrderDialogRequest } from './order-dialogs';

// Fetched on the first 'Marcar en camino' or 'Cancelar venta': the grids that offer them don't carry zod.
const OrderDialog = lazy(async () => ({ default: (await import('./order-dialogs')).OrderDialog }));

/**
 * 'Marcar en camino' and 'Cancelar venta' on an order: `ship(orderNumber)` and
 * `cancel(orderNumber)` open their dialogs; `dialog` goes anywhere in the screen.
 */
export function useOrderDialogs(): {
  ship: (orderNumber: string) => void;
  cancel: (orderNumber: string) => void;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<OrderDialogRequest | null>(null);
  const [shown, setShown] = useState(false);
  const openAs = useCallback((kind: OrderDialogRequest['kind'], orderNumber: string) => {
    setRequest((r) => ({ kind, orderNumber, opening: (r?.opening ?? 0) + 1 }));
    setShown(true);
  }, []);
  const ship = useCallback((orderNumber: string) => openAs('ship', orderNumber), [openAs]);
  const cancel = useCallback((orderNumber: string) => openAs('cancel', orderNumber), [openAs]);
  const dialog = request ? (
    <Suspense fallback={null}>
      <OrderDialog request={request} open={shown} onClose={() => setShown(false)} />
    </Suspense>
  ) : null;
  return { ship, cancel, dialog };
}
