import {
  formatMoney,
  type NotificationData,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  webPath,
} from '@bazar/shared';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { ChartCard } from './chart-card';

export function LatestProducts({ data }: { data: NotificationData<'newProduct'> | undefined }) {
  return (
    <ChartCard title="Últimos productos">
      <List dense>
        {(data ?? []).map((p) => (
          <ListItem key={p.id} disableGutters>
            <ListItemAvatar>
              <Avatar variant="rounded" src={p.image ?? undefined} alt="" />
            </ListItemAvatar>
            <ListItemText
              primary={
                <Link component={RouterLink} to={webPath('adminProduct', { productId: p.id })}>
                  {p.name}
                </Link>
              }
              secondary={`${formatMoney(p.priceCents)}${p.active ? '' : ' · inactivo'}`}
            />
          </ListItem>
        ))}
      </List>
      {data?.length === 0 && <Typography color="text.secondary">No se encuentran productos</Typography>}
    </ChartCard>
  );
}

export function LatestOrders({ data }: { data: NotificationData<'lastOrders'> | undefined }) {
  return (
    <ChartCard title="Últimas órdenes">
      <List dense data-testid="last-orders">
        {(data ?? []).map((o) => (
          <ListItem key={o.orderNumber} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={webPath('adminOrder', { productId: o.orderNumber })}>
                  {`${o.orderNumber} · ${o.productName} × ${o.quantity}`}
                </Link>
              }
              secondary={`${o.buyer.userName} · ${formatMoney(o.totalCents)} · ${
                ORDER_STATUS_LABEL[o.status as OrderStatus] ?? o.status
              } · ${formatDate(o.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
      {data?.length === 0 && <Typography color="text.secondary">Aún no hay órdenes.</Typography>}
    </ChartCard>
  );
}
