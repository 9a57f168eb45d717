import type { BotDto } from '@edubot/common';
import type { StoredUser } from '@/lib/storage-keys';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { inputClass, inputStateClass } from '@/components/ui/field';
import { formatShortDate } from '@/lib/dates';
import { CopyIdButton } from './copy-id-button';
import { JoinCode } from './join-code';
import { useTranslation } from '@/lib/i18n';
import { useGradeLabels } from '@/lib/grade-label';

export function WelcomeCard({
  user,
  bots,
  selectedBot,
  onSelect,
}: {
  user: StoredUser | null;
  bots: readonly BotDto[];
  selectedBot: BotDto | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('teacher');
  const gradeLabel = useGradeLabels();
  const name = user?.name ?? '';
  const active = user?.is_active !== false;
  return (
    <section className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar name={name} size="lg" className="bg-none bg-white/20 ring-2 ring-white/30" />
          <div className="min-w-0">
            <p className="text-sm text-indigo-100">{t('welcome.greeting')}</p>
            {/* Addressed by name, as every teacher is (no "Mr."); the title shows a cut name whole. */}
            <h2 className="truncate text-xl font-bold sm:text-2xl" title={name || undefined}>
              <bdi>{name || t('welcome.teacher')}</bdi>
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone="indigo" className="bg-white/15 text-white ring-white/30">
                {t('welcome.teacher')}
              </Badge>
              <Badge tone={active ? 'green' : 'red'} dot>
                {active ? t('welcome.active') : t('welcome.inactive')}
              </Badge>
              {selectedBot && (
                <span className="inline-flex items-center gap-1 rounded-full bg-white/10 py-0.5 ps-2.5 pe-1 text-xs">
                  <JoinCode bot={selectedBot} light />
                  <CopyIdButton id={selectedBot._id} light />
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="w-full rounded-xl bg-white/10 p-4 ring-1 ring-white/20 lg:max-w-sm">
          <label
            htmlFor="bot-select"
            className="text-xs font-medium uppercase tracking-wide text-indigo-100"
          >
            {t('welcome.selectedBot')}
          </label>
          <select
            id="bot-select"
            className={`${inputClass} ${inputStateClass(false)} mt-1.5 text-slate-900`}
            value={selectedBot?._id ?? ''}
            onChange={(e) => onSelect(e.target.value)}
            disabled={bots.length === 0}
          >
            {bots.length === 0 && <option value="">{t('welcome.noBots')}</option>}
            {bots.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </select>
          {selectedBot ? (
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-indigo-200">{t('welcome.class')}</dt>
                <dd className="truncate font-medium">{gradeLabel.grade(selectedBot.grade)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-indigo-200">{t('welcome.subject')}</dt>
                <dd className="truncate font-medium">
                  <bdi>{selectedBot.subject}</bdi>
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-indigo-200">{t('welcome.created')}</dt>
                <dd className="font-medium">{formatShortDate(selectedBot.created_at)}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-indigo-100">{t('welcome.noBots')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
