import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useThemeChoice } from '@academy/platform';
import type { LearningProgress } from '@academy/contracts';

export interface PointsChartProps {
  days: LearningProgress['pointsByDay'];
  /** Short label of a day on the axis (e.g. "23 Nov"). */
  formatDay: (day: string) => string;
  /** A whole number of points on the axis (grouped: "1,250"). */
  formatPoints: (points: number) => string;
  seriesLabel: string;
  ariaLabel: string;
}

/**
 * Points earned per day (MUI X Charts). Loaded lazily by the progress card so the charting
 * library is fetched only on this page.
 */
export default function PointsChart({ days, formatDay, formatPoints, seriesLabel, ariaLabel }: PointsChartProps) {
  const theme = useTheme();
  // The bars' fill is an SVG attribute: the scheme's colour itself, not a CSS variable.
  const { scheme } = useThemeChoice();
  const barColor = theme.colorSchemes[scheme]?.palette.primary.main ?? theme.palette.primary.main;
  // points are whole: a month without any would otherwise get a 0-1 axis of fractions ("0.2", cut to "0.…")
  const most = Math.max(0, ...days.map((d) => d.points));
  return (
    <BarChart
      height={180}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: days.map((d) => d.day), valueFormatter: (day: string) => formatDay(day) }]}
      yAxis={[
        {
          width: 44,
          min: 0,
          max: Math.max(most, 4),
          tickMinStep: 1,
          valueFormatter: (value: number) => (Number.isInteger(value) ? formatPoints(value) : ''),
        },
      ]}
      series={[{ data: days.map((d) => d.points), label: seriesLabel, color: barColor }]}
      hideLegend
      aria-label={ariaLabel}
    />
  );
}
