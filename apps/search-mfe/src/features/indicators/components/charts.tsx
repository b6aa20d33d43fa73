/**
 * The Key Indicators charts (recharts), loaded only by that page and only when it shows figures.
 * Decorative for assistive technology: every chart has its table (ChartCard).
 * Not @mantine/charts: it needs @mantine/core's context, and Mantine reaches the remotes only as
 * @idea-portal/ui's shared copy (tools/mf/shared.ts); a second copy here would have no provider.
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Series {
  key: string;
  label: string;
}
export interface ChartProps {
  data: Record<string, string | number | null>[];
  /** The data's category field (x axis). */
  x: string;
  series: Series[];
}

const COLORS = ['var(--mantine-color-blue-6)', 'var(--mantine-color-teal-6)', 'var(--mantine-color-orange-6)', 'var(--mantine-color-grape-6)', 'var(--mantine-color-red-6)', 'var(--mantine-color-cyan-7)'];

export function TrendChart({ data, x, series }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        {series.map((s, i) => (
          <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function GroupedBarChart({ data, x, series }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={x} />
        <YAxis />
        <Tooltip />
        <Legend />
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
