import { ORDER_STATUS_COLOR, ORDER_STATUS_LABEL, type OrderStatus } from '@bazar/shared';
import Chip from '@mui/material/Chip';

/**
 * MUI's default info and warning fills carry white text below the 4.5:1 contrast a label
 * needs; the same hues are kept, a darker blue and dark text on the orange.
 */
export const readableStatusSx = {
  info: { bgcolor: 'info.dark', color: 'info.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'text.primary' },
  success: { bgcolor: 'success.dark', color: 'success.contrastText' },
  default: { bgcolor: 'grey.300', color: 'text.primary' },
} as const;

/**
 * 'Recepción' info, 'en camino' warning, 'Recibido' success, 'Cancelada' grey, so the steps read
 * apart at a glance.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const color = ORDER_STATUS_COLOR[status];
  return (
    <Chip
      label={ORDER_STATUS_LABEL[status]}
      color={color}
      size="small"
      sx={{ fontWeight: 600, ...readableStatusSx[color] }}
    />
  );
}
