import { Check, Eye, X } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { NARROW_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { RequestRow, RequestStatus } from '../request-rows';
import { DashboardTable, tdClass } from './dashboard-table';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<RequestStatus, BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};
const td = tdClass;

const rowKey = (r: RequestRow) => r.id || `${r.studentEmail}-${r.status}`;

export function RequestsTable({
  rows,
  botName,
  hasBot,
  loading,
  busyId,
  onApprove,
  onReject,
  onView,
}: {
  rows: readonly RequestRow[];
  botName: string;
  hasBot: boolean;
  loading: boolean;
  busyId: string | null;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  onView: (row: RequestRow) => void;
}) {
  const { t } = useTranslation('teacher');
  const narrow = useMediaQuery(NARROW_QUERY);
  const actions = { busyId, onApprove, onReject, onView };
  let empty: string | null = null;
  if (!hasBot) empty = t('requests.selectBot');
  else if (loading) empty = t('requests.loading');
  else if (rows.length === 0) empty = t('requests.empty');

  return (
    <Card>
      <CardHeader
        title={t('requests.title')}
        description={hasBot ? t('requests.for', { name: botName }) : undefined}
      />
      {empty ? (
        <p className="px-6 py-10 text-center text-sm text-slate-500">{empty}</p>
      ) : narrow ? (
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li
              key={rowKey(r)}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900" title={r.studentName}>
                  <bdi>{r.studentName}</bdi>
                </p>
                <p className="truncate text-xs text-slate-500" title={r.studentEmail}>
                  {r.studentEmail}
                </p>
                <Badge tone={TONE[r.status]} className="mt-1">
                  {t(`requests.state.${r.status}`)}
                </Badge>
              </div>
              <RowActions row={r} {...actions} />
            </li>
          ))}
        </ul>
      ) : (
        <DashboardTable
          minWidthClass="min-w-[560px]"
          columns={[t('requests.colStudent'), t('requests.colBot'), t('requests.colStatus')]}
        >
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              <td className={td}>
                <p className="font-medium text-slate-900">
                  <bdi>{r.studentName}</bdi>
                </p>
                {r.studentEmail && <p className="text-xs text-slate-500">{r.studentEmail}</p>}
              </td>
              <td className={td}>
                <bdi>{botName}</bdi>
              </td>
              <td className={td}>
                <Badge tone={TONE[r.status]}>{t(`requests.state.${r.status}`)}</Badge>
              </td>
              <td className={`${td} whitespace-nowrap text-end`}>
                <RowActions row={r} {...actions} />
              </td>
            </tr>
          ))}
        </DashboardTable>
      )}
    </Card>
  );
}

function RowActions({
  row,
  busyId,
  onApprove,
  onReject,
  onView,
}: {
  row: RequestRow;
  busyId: string | null;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  onView: (row: RequestRow) => void;
}) {
  const { t } = useTranslation('teacher');
  return (
    <div className="flex shrink-0 justify-end gap-2">
      {row.status === 'pending' ? (
        <>
          <button
            type="button"
            disabled={busyId === row.id}
            onClick={() => onApprove(row.id)}
            className="inline-flex items-center gap-1 rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            <Check className="h-4 w-4" aria-hidden="true" /> {t('requests.approve')}
          </button>
          <button
            type="button"
            disabled={busyId === row.id}
            onClick={() => onReject(row.id)}
            className="inline-flex items-center gap-1 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-medium text-red-700 ring-1 ring-red-200 hover:bg-red-100 disabled:opacity-60"
          >
            <X className="h-4 w-4" aria-hidden="true" /> {t('requests.reject')}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => onView(row)}
          className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          <Eye className="h-4 w-4" aria-hidden="true" /> {t('requests.view')}
        </button>
      )}
    </div>
  );
}

export function RequestDetails({ row }: { row: RequestRow }) {
  const { t } = useTranslation(['teacher', 'common']);
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">{t('requests.student')}</dt>
        <dd className="font-medium text-slate-900">
          <bdi>{row.studentName}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('requests.email')}</dt>
        <dd className="font-medium text-slate-900">{row.studentEmail || t('common:notAvailable')}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('requests.status')}</dt>
        <dd>
          <Badge tone={TONE[row.status]}>{t(`requests.state.${row.status}`)}</Badge>
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('requests.requested')}</dt>
        <dd className="font-medium text-slate-900">{formatShortDate(row.createdAt)}</dd>
      </div>
      {row.expiresAt && (
        <div>
          <dt className="text-slate-500">{t('requests.accessUntil')}</dt>
          <dd className="font-medium text-slate-900">{formatShortDate(row.expiresAt)}</dd>
        </div>
      )}
    </dl>
  );
}
