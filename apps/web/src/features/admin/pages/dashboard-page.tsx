import { formatMoney, MONEY_MSG } from '@bazar/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '../api/get-notification';
import { useAdminEvents } from '../api/use-admin-events';
import { LatestOrders, LatestProducts } from '../components/dashboard/latest-lists';
import { AudienceChart, CategoryChart, SalesReportChart } from '../components/dashboard/sales-charts';
import { StatCard } from '../components/dashboard/stat-card';

const STREAM_LABEL = { connecting: 'Conectando…', live: 'En vivo', offline: 'Sin conexión' } as const;

/** /admin/: figures and charts from POST /notifications, refreshed on every sale (SSE). */
export function AdminDashboardPage() {
  const stream = useAdminEvents();
  const orders = useNotification('ordersQuantity');
  const units = useNotification('salesQuantity');
  const profit = useNotification('profitAmount');
  const latestProducts = useNotification('newProduct');
  const lastOrders = useNotification('lastOrders');
  const radar = useNotification('getRadarChar');
  const pie = useNotification('getPieChar');
  const report = useNotification('salesReport');
  const money = useNotification('moneyFigures');

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          Inicio
        </Typography>
        <Chip
          size="small"
          label={STREAM_LABEL[stream]}
          color={stream === 'live' ? 'success' : 'default'}
          data-testid="stream-state"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <StatCard label="Órdenes" value={orders.data?.toString()} testId="orders-quantity" />
        <StatCard label="Unidades vendidas" value={units.data?.toString()} testId="sales-quantity" />
        <StatCard
          label="Ingresos"
          value={profit.data ? formatMoney(profit.data.totalCents) : undefined}
          testId="profit-amount"
        />
        <StatCard
          label={MONEY_MSG.commissionEarned}
          value={money.data ? formatMoney(money.data.commissionEarnedCents) : undefined}
          testId="commission-earned"
        />
        <StatCard
          label={MONEY_MSG.owedToSellers}
          value={money.data ? formatMoney(money.data.owedToSellersCents) : undefined}
          testId="owed-to-sellers"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SalesReportChart data={report.data} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <CategoryChart data={radar.data} />
        <AudienceChart data={pie.data} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <LatestOrders data={lastOrders.data} />
        <LatestProducts data={latestProducts.data} />
      </Box>
    </Stack>
  );
}
