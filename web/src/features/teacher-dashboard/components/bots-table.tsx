import type { BotDto } from '@edubot/common';
import { Bot, Settings2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { NARROW_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { FileBadge } from '../file-badge';
import { CopyIdButton } from './copy-id-button';
import { JoinCode } from './join-code';
import { DashboardTable, tdClass } from './dashboard-table';
import { useTranslation } from '@/lib/i18n';
import { useGradeLabels } from '@/lib/grade-label';

const td = tdClass;

/** Manage/Delete button looks: full-width pills on the narrow card, compact in the table row. */
const ACTION_CLASS = {
  card: {
    manage:
      'inline-flex flex-1 items-center justify-center gap-1 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-700',
    delete:
      'inline-flex flex-1 items-center justify-center gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700',
  },
  row: {
    manage:
      'inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-indigo-600 hover:bg-indigo-50',
    delete:
      'ms-1 inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-600 hover:bg-red-50',
  },
} as const;

export function BotsTable({
  bots,
  badgeFor,
  onManage,
  onDelete,
  onCreate,
  loading,
}: {
  bots: readonly BotDto[];
  badgeFor: (botId: string) => FileBadge;
  onManage: (botId: string) => void;
  onDelete: (bot: BotDto) => void;
  onCreate: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation('teacher');
  const gradeLabel = useGradeLabels();
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <Card>
      <CardHeader title={t('bots.title')} description={t('bots.description')} />
      {bots.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Bot className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium text-slate-700">
            {loading ? t('bots.loading') : t('bots.empty')}
          </p>
          {!loading && (
            <button
              type="button"
              onClick={onCreate}
              className="text-sm font-semibold text-indigo-600 hover:text-indigo-700"
            >
              {t('bots.createFirst')}
            </button>
          )}
        </div>
      ) : narrow ? (
        <ul className="divide-y divide-slate-100">
          {bots.map((b) => (
            <li key={b._id} className="space-y-2 px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900" title={b.name}>
                    <bdi>{b.name}</bdi>
                  </p>
                  <p className="text-sm text-slate-500">
                    {gradeLabel.grade(b.grade)} · <bdi>{b.subject}</bdi>
                  </p>
                </div>
                <FileBadgeTag badge={badgeFor(b._id)} />
              </div>
              <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
                <span>{t('bots.created', { date: formatShortDate(b.created_at) })}</span>
                <span className="inline-flex items-center gap-1">
                  <JoinCode bot={b} />
                  <CopyIdButton id={b._id} />
                </span>
              </div>
              <div className="flex gap-2 pt-1">
                <BotActions bot={b} layout="card" onManage={onManage} onDelete={onDelete} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <DashboardTable
          minWidthClass="min-w-[760px]"
          nowrapHeaders
          columns={[
            t('bots.colName'),
            t('bots.colClass'),
            t('bots.colSubject'),
            t('bots.colCreated'),
            t('bots.colJoinCode'),
            t('bots.colFiles'),
          ]}
        >
          {bots.map((b) => (
            <tr key={b._id} className="hover:bg-slate-50/60">
              <td className={`${td} font-medium text-slate-900`}>
                <bdi>{b.name}</bdi>
              </td>
              <td className={`${td} whitespace-nowrap`}>{gradeLabel.grade(b.grade)}</td>
              <td className={td}>
                <bdi>{b.subject}</bdi>
              </td>
              <td className={td}>{formatShortDate(b.created_at)}</td>
              <td className={td}>
                <span className="inline-flex items-center gap-1">
                  <JoinCode bot={b} />
                  <CopyIdButton id={b._id} />
                </span>
              </td>
              <td className={td}>
                <FileBadgeTag badge={badgeFor(b._id)} />
              </td>
              <td className={`${td} whitespace-nowrap text-end`}>
                <BotActions bot={b} layout="row" onManage={onManage} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </DashboardTable>
      )}
    </Card>
  );
}

function FileBadgeTag({ badge }: { badge: FileBadge }) {
  const { t } = useTranslation('teacher');
  return (
    <Badge tone={badge === 'Completed' ? 'green' : badge === 'None' ? 'gray' : 'yellow'} dot>
      {t(`bots.badge.${badge}`)}
    </Badge>
  );
}

function BotActions({
  bot,
  layout,
  onManage,
  onDelete,
}: {
  bot: BotDto;
  layout: keyof typeof ACTION_CLASS;
  onManage: (botId: string) => void;
  onDelete: (bot: BotDto) => void;
}) {
  const { t } = useTranslation('teacher');
  return (
    <>
      <button
        type="button"
        onClick={() => onManage(bot._id)}
        className={ACTION_CLASS[layout].manage}
      >
        <Settings2 className="h-4 w-4" aria-hidden="true" /> {t('bots.manage')}
      </button>
      <button
        type="button"
        onClick={() => onDelete(bot)}
        aria-label={t('bots.deleteNamed', { name: bot.name })}
        className={ACTION_CLASS[layout].delete}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('bots.delete')}
      </button>
    </>
  );
}
