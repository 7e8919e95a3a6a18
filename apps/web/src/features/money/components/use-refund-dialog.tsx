import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { RefundRequest } from './refund-dialog';

// The dialog (its form, text fields and the amount parser) is fetched on the first 'Reembolsar':
// the order grids that offer it do not carry it, and neither does the route table of the first load.
const RefundDialog = lazy(async () => ({ default: (await import('./refund-dialog')).RefundDialog }));

/**
 * 'Reembolsar' on an order: `open(orderNumber)` shows the refund dialog. The seller's sales and
 * the back office's orders use it. Every opening asks the server again what remains refundable.
 */
export function useRefundDialog(): { open: (orderNumber: string) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<RefundRequest | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening is counted: the dialog asks the server again what remains refundable.
  const open = useCallback((orderNumber: string) => {
    setRequest((r) => ({ orderNumber, opening: (r?.opening ?? 0) + 1 }));
    setShown(true);
  }, []);
  const dialog = request ? (
    <Suspense fallback={null}>
      <RefundDialog request={request} open={shown} onClose={() => setShown(false)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
