import type { BotDto } from '@edubot/common';
import { Bot, Settings2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { shortId } from '@/lib/initials';
import { NARROW_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { FileBadge } from '../file-badge';
import { CopyIdButton } from './copy-id-button';

const th = 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-4 py-3 text-sm text-slate-700 align-middle';

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
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <Card>
      <CardHeader title="My Chatbots" description="Bots you created for your classes" />
      {bots.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
            <Bot className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="font-medium text-slate-700">
            {loading ? 'Loading chatbots...' : 'No chatbots found'}
          </p>
          {!loading && (
            <button
              type="button"
              onClick={onCreate}
              className="text-sm font-semibold text-indigo-600 hover:text-indigo-700"
            >
              Create your first bot
            </button>
          )}
        </div>
      ) : narrow ? (
        <ul className="divide-y divide-slate-100">
          {bots.map((b) => {
            const badge = badgeFor(b._id);
            return (
              <li key={b._id} className="space-y-2 px-4 py-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">
                      <bdi>{b.name}</bdi>
                    </p>
                    <p className="text-sm text-slate-500">
                      {b.grade} · <bdi>{b.subject}</bdi>
                    </p>
                  </div>
                  <Badge tone={badge === 'Completed' ? 'green' : 'yellow'} dot>
                    {badge}
                  </Badge>
                </div>
                <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
                  <span>Created {formatShortDate(b.created_at)}</span>
                  <span className="inline-flex items-center gap-1 font-mono">
                    {shortId(b._id)}
                    <CopyIdButton id={b._id} />
                  </span>
                </div>
                <div className="flex gap-2 pt-1">
                  <button
                    type="button"
                    onClick={() => onManage(b._id)}
                    className="inline-flex flex-1 items-center justify-center gap-1 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-700"
                  >
                    <Settings2 className="h-4 w-4" aria-hidden="true" /> Manage
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(b)}
                    aria-label={`Delete ${b.name}`}
                    className="inline-flex flex-1 items-center justify-center gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-[760px] w-full divide-y divide-slate-100">
            <thead className="bg-slate-50/70">
              <tr>
                <th scope="col" className={th}>
                  Bot Name
                </th>
                <th scope="col" className={th}>
                  Class
                </th>
                <th scope="col" className={th}>
                  Subject
                </th>
                <th scope="col" className={th}>
                  Created At
                </th>
                <th scope="col" className={th}>
                  Bot ID
                </th>
                <th scope="col" className={th}>
                  File Uploaded
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bots.map((b) => {
                const badge = badgeFor(b._id);
                return (
                  <tr key={b._id} className="hover:bg-slate-50/60">
                    <td className={`${td} font-medium text-slate-900`}>
                      <bdi>{b.name}</bdi>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{b.grade}</td>
                    <td className={td}>
                      <bdi>{b.subject}</bdi>
                    </td>
                    <td className={td}>{formatShortDate(b.created_at)}</td>
                    <td className={td}>
                      <span className="inline-flex items-center gap-1 font-mono text-xs">
                        {shortId(b._id)}
                        <CopyIdButton id={b._id} />
                      </span>
                    </td>
                    <td className={td}>
                      <Badge tone={badge === 'Completed' ? 'green' : 'yellow'} dot>
                        {badge}
                      </Badge>
                    </td>
                    <td className={`${td} whitespace-nowrap text-right`}>
                      <button
                        type="button"
                        onClick={() => onManage(b._id)}
                        className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-indigo-600 hover:bg-indigo-50"
                      >
                        <Settings2 className="h-4 w-4" aria-hidden="true" /> Manage
                      </button>
                      <button
                        type="button"
                        onClick={() => onDelete(b)}
                        aria-label={`Delete ${b.name}`}
                        className="ml-1 inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-600 hover:bg-red-50"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
