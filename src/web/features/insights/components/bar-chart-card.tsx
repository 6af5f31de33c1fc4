import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/**
 * A horizontal bar chart (recharts) with its figures also as a table: screen readers and anyone
 * who prefers numbers read the table; the drawing itself is hidden from assistive technology.
 * Horizontal bars keep long labels legible on a phone.
 */
export function BarChartCard<Row extends Record<string, string | number>>({
  title,
  description,
  rows,
  labelKey,
  labelHeading,
  series,
  unit = '',
  testId,
}: {
  title: string;
  description?: string;
  rows: Row[];
  labelKey: keyof Row & string;
  /** The table's first column heading. */
  labelHeading: string;
  series: ChartSeries[];
  unit?: string;
  testId: string;
}) {
  const height = Math.max(140, rows.length * (series.length > 1 ? 44 : 40) + 48);
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <div aria-hidden style={{ height }} className="text-xs">
          <ResponsiveContainer width="100%" height="100%">
            {/* The table below is the accessible form: the hidden chart must hold no focus stop (axe aria-hidden-focus, issue 43.5). */}
            <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
              <CartesianGrid horizontal={false} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} unit={unit} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey={labelKey as string} width={128} tick={{ fontSize: 12 }} interval={0} />
              <Tooltip formatter={(v) => `${String(v)}${unit}`} />
              {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[0, 4, 4, 0]} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {labelHeading}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[labelKey])} className="border-t">
                  <th scope="row" className="py-1 font-normal">
                    {String(row[labelKey])}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 text-right tabular-nums">
                      {String(row[s.key])}
                      {unit}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
