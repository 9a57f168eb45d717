import {
  GRADE_SYSTEMS,
  SUPPORTED_LANGUAGES,
  type BotDto,
  type SupportedLanguage,
} from '@edubot/common';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField, inputClass, inputStateClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useUpdateBot } from '../api/bot-controls';
import { useGradeLabels } from '@/lib/grade-label';

interface Draft {
  name: string;
  subject: string;
  grade: string;
  supported_languages: SupportedLanguage[];
}

const draftOf = (bot: BotDto): Draft => ({
  name: bot.name,
  subject: bot.subject,
  grade: bot.grade,
  supported_languages: [...bot.supported_languages],
});

/** Bot Info tab (issue 10): name, subject, grade (the real grade lists) and languages, saved with PATCH. */
export function BotInfoForm({ bot }: { bot: BotDto }) {
  const { t } = useTranslation('insight');
  const gradeLabel = useGradeLabels();
  const update = useUpdateBot(bot._id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(bot));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    try {
      const saved = await update.mutateAsync(draft);
      setDraft(draftOf(saved));
      toast.success(t('info.saved'));
    } catch (err) {
      toast.error(t('controls.saveFailed', { detail: err instanceof Error ? err.message : '' }));
    }
  }

  const toggleLanguage = (lang: SupportedLanguage) =>
    setDraft((d) => ({
      ...d,
      supported_languages: d.supported_languages.includes(lang)
        ? d.supported_languages.filter((l) => l !== lang)
        : [...d.supported_languages, lang],
    }));

  return (
    <form className="max-w-xl space-y-5" onSubmit={(e) => void save(e)}>
      <TextField
        label={t('info.name')}
        dir="auto"
        value={draft.name}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
      />
      <TextField
        label={t('info.subject')}
        dir="auto"
        value={draft.subject}
        onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
      />
      <div>
        <label htmlFor="botinfo-grade" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('info.grade')}
        </label>
        <select
          id="botinfo-grade"
          value={draft.grade}
          onChange={(e) => setDraft((d) => ({ ...d, grade: e.target.value }))}
          className={`${inputClass} ${inputStateClass(false)}`}
        >
          {GRADE_SYSTEMS.map((system) => (
            <optgroup key={system.name} label={gradeLabel.system(system.name)}>
              {system.grades.map((g) => (
                <option key={g} value={g}>
                  {gradeLabel.grade(g)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('info.languages')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SUPPORTED_LANGUAGES.map((lang) => (
            <label key={lang} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={draft.supported_languages.includes(lang)}
                onChange={() => toggleLanguage(lang)}
              />
              {t(`info.languageNames.${lang}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t('info.save')}
        </Button>
        <Button variant="outline" type="button" onClick={() => setDraft(draftOf(bot))}>
          {t('info.cancel')}
        </Button>
      </div>
    </form>
  );
}
