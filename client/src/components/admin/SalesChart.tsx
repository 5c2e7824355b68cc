import { formatRs } from '../../lib/money';

/**
 * Bars of paid revenue per day (the dashboard's last 14 days, the reports' range), each with
 * its day, revenue and orders as a tooltip. Scales to its container; days are labelled by
 * their date, every nth when there are many.
 */
export function SalesChart({
  days,
  label,
}: {
  days: ReadonlyArray<{ day: string; orders: number; revenue: number }>;
  label: string;
}) {
  const max = Math.max(1, ...days.map((x) => x.revenue));
  const step = 30;
  const width = Math.max(1, days.length) * step;
  const every = Math.max(1, Math.ceil(days.length / 31));
  return (
    <svg
      width={width + 16}
      height="172"
      style={{ maxWidth: '100%' }}
      // A margin either side for the first and last bars' amounts.
      viewBox={`-8 -12 ${width + 16} 172`}
      role="img"
      aria-label={label}
    >
      {days.map((x, i) => {
        const h = Math.round((x.revenue / max) * 130);
        return (
          <g key={x.day}>
            <title>{`${x.day}: ${formatRs(x.revenue)} paid (${x.orders} orders)`}</title>
            <rect x={i * step + 5} y={140 - h} width="20" height={Math.max(h, 1)} rx="3" fill="#c45d3b" />
            {x.revenue > 0 && days.length <= 31 && (
              <text x={i * step + 15} y={136 - h} fontSize="7" textAnchor="middle" fill="#54443b">
                {shortRs(x.revenue)}
              </text>
            )}
            {i % every === 0 && (
              <text x={i * step + 15} y="155" fontSize="8" textAnchor="middle" fill="#6b5a50">
                {x.day.slice(8)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Rupees in a bar's label: "Rs 1.2k" above a thousand, else whole rupees. */
function shortRs(rupees: number): string {
  return rupees >= 1000
    ? `Rs ${(rupees / 1000).toFixed(rupees >= 10_000 ? 0 : 1)}k`
    : `Rs ${Math.round(rupees)}`;
}
