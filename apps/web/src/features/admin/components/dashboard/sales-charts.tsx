import {
  formatDay,
  formatDayShort,
  formatMoney,
  formatWholeMoney,
  type NotificationData,
} from '@bazar/shared';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { ChartCard } from './chart-card';

const HEIGHT = 280;
/** The longest category name beside the radar's side points (a wide card keeps its radius). */
const RADAR_SIDE_ROOM = { left: 80, right: 80 };
const money = (cents: number | null) => formatMoney(cents ?? 0);

/**
 * Sales per category: a radar needs three axes at least, with fewer a bar chart says the same. On a
 * phone the radar's names at its sides do not fit: horizontal bars, the names in a column of
 * their own, say the same and are all readable.
 */
export function CategoryChart({ data }: { data: NotificationData<'getRadarChar'> | undefined }) {
  const rows = data ?? [];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <ChartCard title="Ventas por categoría">
      {phone ? (
        <BarChart
          height={Math.max(HEIGHT, rows.length * 36 + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: rows.map((r) => r.name), width: 110 }]}
          series={[{ label: 'Unidades vendidas', data: rows.map((r) => r.units) }]}
        />
      ) : rows.length >= 3 ? (
        <RadarChart
          height={HEIGHT}
          // Room for the names at the radar's sides: in a narrow card (a phone on its side, two
          // cards a row) the drawing is as wide as the card and 'Tecnología' was cut at its edge.
          margin={RADAR_SIDE_ROOM}
          series={[{ label: 'Unidades vendidas', data: rows.map((r) => r.units) }]}
          radar={{ metrics: rows.map((r) => r.name), max: Math.max(1, ...rows.map((r) => r.units)) }}
        />
      ) : (
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: rows.map((r) => r.name) }]}
          series={[{ label: 'Unidades vendidas', data: rows.map((r) => r.units) }]}
        />
      )}
    </ChartCard>
  );
}

export function AudienceChart({ data }: { data: NotificationData<'getPieChar'> | undefined }) {
  const rows = (data ?? []).filter((r) => r.totalCents > 0);
  return (
    <ChartCard title="Ventas por público">
      {rows.length === 0 ? (
        <Typography color="text.secondary">Aún no hay ventas.</Typography>
      ) : (
        <PieChart
          height={HEIGHT}
          series={[
            {
              data: rows.map((r) => ({ id: r.id, value: r.totalCents, label: r.name })),
              valueFormatter: (item) => money(item.value),
              innerRadius: 40,
            },
          ]}
        />
      )}
    </ChartCard>
  );
}

export function SalesReportChart({ data }: { data: NotificationData<'salesReport'> | undefined }) {
  const rows = data ?? [];
  return (
    <ChartCard title="Ventas por día (últimos 30 días)">
      <LineChart
        height={HEIGHT}
        // Days as Argentines read them: 28/11 under the axis, 28/11/2026 in the tooltip.
        xAxis={[
          {
            scaleType: 'point',
            data: rows.map((r) => r.day),
            valueFormatter: (day: string, context) =>
              context.location === 'tick' ? formatDayShort(day) : formatDay(day),
          },
        ]}
        series={[
          {
            label: 'Total vendido',
            data: rows.map((r) => r.totalCents),
            valueFormatter: money,
            area: true,
            curve: 'linear',
          },
        ]}
        // Whole dollars on the axis so the labels fit; the tooltip shows the cents.
        yAxis={[{ width: 80, valueFormatter: (v: number) => formatWholeMoney(v) }]}
      />
    </ChartCard>
  );
}
