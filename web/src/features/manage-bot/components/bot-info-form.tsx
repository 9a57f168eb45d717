import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField, inputClass, inputStateClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

/** Bot Info tab: a stub with sample values that makes no call (spec §2). */
export function BotInfoForm({ initialName = 'Physics Bot' }: { initialName?: string }) {
  const { t } = useTranslation(['bots', 'common']);
  const [name, setName] = useState(initialName);
  const [grade, setGrade] = useState('');
  useEffect(() => setName(initialName), [initialName]);
  return (
    <form
      className="max-w-xl space-y-5"
      onSubmit={(e) => {
        // No bot update call exists in the contract (spec §7).
        e.preventDefault();
      }}
    >
      <TextField label={t('settings.info.name')} value={name} onChange={(e) => setName(e.target.value)} />
      <div>
        <label htmlFor="botinfo-grade" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('settings.info.grade')}
        </label>
        <select
          id="botinfo-grade"
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          className={`${inputClass} ${inputStateClass(false)}`}
        >
          <option value="">{t('settings.info.selectGrade')}</option>
          {[1, 2, 3].map((n) => (
            <option key={n} value={`grade-${n}`}>
              {t('settings.info.gradeN', { n })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        <Button type="submit">{t('settings.info.save')}</Button>
        <Button
          variant="outline"
          onClick={() => {
            setName(initialName);
            setGrade('');
          }}
        >
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
