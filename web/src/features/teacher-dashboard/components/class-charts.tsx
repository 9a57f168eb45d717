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
      <figure className={box}>
        <figcaption className="mb-1 text-xs font-medium text-slate-700">
          {t('insights.perDay')}
        </figcaption>
        <ResponsiveContainer width="100%" height="85%">
          <BarChart data={perDay}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" reversed={rtl} fontSize={11} />
            <YAxis
              allowDecimals={false}
              orientation={rtl ? 'right' : 'left'}
              fontSize={11}
              width={28}
            />
            <Tooltip />
            <Bar dataKey="count" name={t('insights.questions')} fill="#4338ca" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className={box}>
        <figcaption className="mb-1 text-xs font-medium text-slate-700">
          {t('insights.hours')}
        </figcaption>
        <ResponsiveContainer width="100%" height="85%">
          <BarChart data={summary.busiest_hours}>
            <XAxis dataKey="hour" reversed={rtl} fontSize={10} interval={3} />
            <YAxis
              allowDecimals={false}
              orientation={rtl ? 'right' : 'left'}
              fontSize={11}
              width={28}
            />
            <Tooltip />
            <Bar dataKey="count" name={t('insights.questions')} fill="#0369a1" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
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
