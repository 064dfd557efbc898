import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { LearningProgress } from '@academy/contracts';

export interface PointsChartProps {
  days: LearningProgress['pointsByDay'];
  /** Short label of a day on the axis (e.g. "23 Nov"). */
  formatDay: (day: string) => string;
  seriesLabel: string;
  ariaLabel: string;
}

/**
 * Points earned per day (MUI X Charts). Loaded lazily by the progress card so the charting
 * library is fetched only on this page.
 */
export default function PointsChart({ days, formatDay, seriesLabel, ariaLabel }: PointsChartProps) {
  const theme = useTheme();
  return (
    <BarChart
      height={180}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: days.map((d) => d.day), valueFormatter: (day: string) => formatDay(day) }]}
      yAxis={[{ width: 36, tickMinStep: 1 }]}
      series={[{ data: days.map((d) => d.points), label: seriesLabel, color: theme.palette.primary.main }]}
      hideLegend
      aria-label={ariaLabel}
    />
  );
}
