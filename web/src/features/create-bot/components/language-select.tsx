import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@edubot/common';
import { Check } from 'lucide-react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Multi-select of supported languages as checkable chips. */
export function LanguageSelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: readonly SupportedLanguage[];
  onChange: (next: SupportedLanguage[]) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation(['bots', 'insight']);
  function toggle(lang: SupportedLanguage) {
    onChange(value.includes(lang) ? value.filter((l) => l !== lang) : [...value, lang]);
  }
  return (
    <fieldset aria-describedby={error ? 'languages-error' : undefined} onBlur={onBlur}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('create.languages')}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {SUPPORTED_LANGUAGES.map((lang) => {
          const checked = value.includes(lang);
          return (
            <label
              key={lang}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500/40',
                checked
                  ? 'border-indigo-500 bg-indigo-50 text-indigo-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(lang)}
                aria-invalid={error ? true : undefined}
              />
              <span
                className={cn(
                  'flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                  checked
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white',
                )}
                aria-hidden="true"
              >
                {checked && <Check className="h-3.5 w-3.5" />}
              </span>
              {t(`insight:info.languageNames.${lang}`)}
            </label>
          );
        })}
      </div>
      <FieldError id="languages-error" message={error} />
    </fieldset>
  );
}
