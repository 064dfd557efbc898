// The chart library draws SVG from measured sizes (none in jsdom): the test sees the data it gets.
// Use: jest.mock('./components/points-chart', () => jest.requireActual('<here>')).
export default function PointsChartMock({
  days,
  ariaLabel,
}: {
  days: Array<{ day: string; points: number }>;
  ariaLabel: string;
}) {
  return (
    <ol aria-label={ariaLabel} data-testid="points-chart">
      {days.map((d) => (
        <li key={d.day}>{`${d.day}=${d.points}`}</li>
      ))}
    </ol>
  );
}
