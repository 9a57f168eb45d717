// The class summary as charts (issue 10). Recharts is loaded with this file only, when the
// dashboard shows a summary, so the landing and sign-in bundles never carry it.
import type { InsightsSummaryDto } from '@edubot/common';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { directionOf, isUiLanguage, useTranslation } from '@/lib/i18n';

const box = 'h-52 rounded-xl border border-slate-200 bg-white p-3';

/**
 * A bar chart of counts over a category axis (days, hours). In Arabic the category axis runs
 * right to left and the value axis stands on the right, as a reader of the page expects.
 */
function CountBars<K extends string>({
  caption,
  data,
  xKey,
  color,
  grid = false,
  tickEvery,
  rtl,
  seriesName,
}: {
  caption: string;
  data: ({ count: number } & Record<K, string | number>)[];
  xKey: K;
  color: string;
  grid?: boolean;
  /** Label only every n-th category (24 hours do not fit side by side). */
  tickEvery?: number;
  rtl: boolean;
  seriesName: string;
}) {
  return (
    <figure className={box}>
      <figcaption className="mb-1 text-xs font-medium text-slate-700">{caption}</figcaption>
      <ResponsiveContainer width="100%" height="85%">
        <BarChart data={data}>
          {grid && <CartesianGrid strokeDasharray="3 3" vertical={false} />}
          <XAxis
            dataKey={xKey}
            reversed={rtl}
            fontSize={tickEvery ? 10 : 11}
            interval={tickEvery === undefined ? undefined : tickEvery - 1}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            fontSize={11}
            width={28}
          />
          <Tooltip />
          <Bar dataKey="count" name={seriesName} fill={color} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function ClassCharts({ summary }: { summary: InsightsSummaryDto }) {
  const { t, i18n } = useTranslation('insight');
  const rtl = isUiLanguage(i18n.language) && directionOf(i18n.language) === 'rtl';
  const perDay = summary.questions_per_day.map((d) => ({ day: d.date.slice(5), count: d.count }));
  const outcomes = [
    { name: t('insights.answered'), value: summary.answered, color: '#047857' },
    { name: t('insights.declined'), value: summary.declined, color: '#b45309' },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" data-testid="class-charts">
      <CountBars
        caption={t('insights.perDay')}
        data={perDay}
        xKey="day"
        color="#4338ca"
        grid
        rtl={rtl}
        seriesName={t('insights.questions')}
      />
      <CountBars
        caption={t('insights.hours')}
        data={summary.busiest_hours}
        xKey="hour"
        color="#0369a1"
        tickEvery={4}
        rtl={rtl}
        seriesName={t('insights.questions')}
      />
      <figure className={box}>
        <figcaption className="mb-1 text-xs font-medium text-slate-700">
          {t('insights.outcomes')}
        </figcaption>
        <ResponsiveContainer width="100%" height="85%">
          <PieChart>
            <Pie data={outcomes} dataKey="value" nameKey="name" innerRadius={35} outerRadius={60}>
              {outcomes.map((o) => (
                <Cell key={o.name} fill={o.color} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
